import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { creativeText } from '../../testing/creative-tags'
import { generatedAds } from '../../testing/generated-ads'
import { creativeTextOf } from '../records/creative-tagging'
import { CREATIVE_TAG_RULES_VERSION, tagCreative } from './tag-creative'
import { TagWorker } from './tag-worker'

/** Generated ads in many languages, and a few texts the rules read with care. */
const TEXTS = [
  ...generatedAds(300, 35).map(creativeTextOf),
  creativeText({ headline: 'Why wait?', cta: 'Shop now' }),
  creativeText({ headline: 'Free\u0000 shipping on everything', body: '50% off today only', cta: 'İndir' }),
  creativeText({
    transcript: 'Sind Sie über 40? Dann hören Sie zu.',
    cta: 'Mehr erfahren',
    languages: ['de'],
  }),
]
const batches = (size: number) =>
  Array.from({ length: Math.ceil(TEXTS.length / size) }, (_, i) => TEXTS.slice(i * size, (i + 1) * size))

const workers: TagWorker[] = []
const folders: string[] = []
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function tagWorker(options: ConstructorParameters<typeof TagWorker>[0] = {}) {
  const worker = new TagWorker(options)
  workers.push(worker)
  return worker
}

/** A thread entry of a few lines in a folder of its own, removed after the test. */
function threadEntry(source: string): URL {
  const folder = mkdtempSync(join(tmpdir(), 'ads-tag-worker-'))
  folders.push(folder)
  const file = join(folder, 'thread.mjs')
  writeFileSync(file, source)
  return pathToFileURL(file)
}

describe('TagWorker', () => {
  it('tags batches on its thread as the rules do here, each batch in its order', async () => {
    const warnings: string[] = []
    const worker = tagWorker({ warn: (line) => warnings.push(line) })
    // Sent all at once, as an import may before the first answer comes back.
    const answers = await Promise.all(batches(40).map((batch) => worker.tag(batch)))
    expect(answers.map((answer) => answer.version)).toEqual(answers.map(() => CREATIVE_TAG_RULES_VERSION))
    expect(answers.flatMap((answer) => answer.breakdowns)).toEqual(TEXTS.map(tagCreative))
    expect(warnings).toEqual([])
  })

  // Linux keeps a nice value per thread (the 19th field of /proc/<pid>/task/<tid>/stat); elsewhere the thread keeps its place.
  it.runIf(existsSync('/proc/thread-self'))(
    "runs below this process's own threads, which an import's reading and writing need first",
    async () => {
      const niceOf = (task: string) =>
        Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])
      const before = new Set(readdirSync('/proc/self/task'))
      const worker = tagWorker()
      await worker.tag(TEXTS.slice(0, 1))
      const started = readdirSync('/proc/self/task').filter((task) => !before.has(task))
      const own = niceOf(String(process.pid))
      expect(started.map(niceOf)).toContain(Math.min(own + 10, 19))
    },
  )

  it('tags here instead, after one warning, when its thread cannot start', async () => {
    const warnings: string[] = []
    const worker = tagWorker({
      warn: (line) => warnings.push(line),
      entry: threadEntry("throw new Error('no rules here')"),
    })
    const answers = await Promise.all(batches(100).map((batch) => worker.tag(batch)))
    expect(answers.flatMap((answer) => answer.breakdowns)).toEqual(TEXTS.map(tagCreative))
    expect(await worker.tag(TEXTS.slice(0, 3))).toEqual({
      breakdowns: TEXTS.slice(0, 3).map(tagCreative),
      version: CREATIVE_TAG_RULES_VERSION,
    })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/tagging thread failed \(no rules here\); tagging on the main thread instead/)
  })

  it('tags what its thread had not answered, and what follows, here when the thread dies', async () => {
    const warnings: string[] = []
    // Answers its first batch with the rules, then stops as a thread does that runs out of memory.
    const entry = threadEntry(`
      import { parentPort } from 'node:worker_threads'
      let first = true
      parentPort.on('message', ({ id, texts }) => {
        if (!first) process.exit(7)
        first = false
        parentPort.postMessage({ id, version: ${CREATIVE_TAG_RULES_VERSION}, breakdowns: JSON.stringify(texts.map(() => ({ hook_text: 'from the thread', tags: [] }))) })
      })
    `)
    const worker = tagWorker({ warn: (line) => warnings.push(line), entry })
    const [first, ...rest] = batches(100)
    const answered = await worker.tag(first!)
    expect(answered.breakdowns.map((breakdown) => breakdown.hook_text)).toEqual(
      first!.map(() => 'from the thread'),
    )
    const answers = await Promise.all(rest.map((batch) => worker.tag(batch)))
    expect(answers.flatMap((answer) => answer.breakdowns)).toEqual(rest.flat().map(tagCreative))
    expect(warnings).toEqual([expect.stringMatching(/tagging thread failed \(.*exit code 7.*\)/)])
  })
})
