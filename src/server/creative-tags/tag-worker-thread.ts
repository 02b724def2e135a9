import { parentPort } from 'node:worker_threads'
import { CREATIVE_TAG_RULES_VERSION, type CreativeText, tagCreative } from './tag-creative'

/** A batch of ads' texts to tag, numbered by the host so that answers find their batch. */
export interface TagRequest {
  id: number
  texts: CreativeText[]
}

/** The breakdowns of one request, in its order, and the version of the rules that gave them. */
export interface TagAnswer {
  id: number
  version: number
  breakdowns: ReturnType<typeof tagCreative>[]
}

// The thread's entry (tag-worker.ts starts it): tags each batch it is sent, in the order sent.
parentPort?.on('message', ({ id, texts }: TagRequest) => {
  const answer: TagAnswer = { id, version: CREATIVE_TAG_RULES_VERSION, breakdowns: texts.map(tagCreative) }
  parentPort!.postMessage(answer)
})
