import type { Context } from 'hono'
import { refuseNulIn } from './nul-parameters'
import { ProblemError } from './problem'

export const MAX_BODY_BYTES = 64 * 1024

/**
 * The request's JSON body, read with a cap: a Content-Length over the cap is refused before reading,
 * and the bytes actually read are counted too (a body may be chunked or lie about its length).
 */
export async function readJsonBody(c: Context, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? ''
  const [mediaType, ...parameters] = type.split(';').map((part) => part.trim().toLowerCase())
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length)
  if (mediaType !== 'application/json' || (charset && charset !== 'utf-8' && charset !== '"utf-8"')) {
    throw new ProblemError(415, 'unsupported_media_type', 'Send the search as Content-Type: application/json')
  }
  const declared = Number(c.req.header('Content-Length') ?? 0)
  if (declared > maxBytes) throw tooLarge(maxBytes)
  const text = decode(await readCapped(c.req.raw.body, maxBytes))
  if (text.trim() === '') throw invalidJson('The body is empty; send {} to search without filters')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw invalidJson(`The body is not valid JSON: ${(error as Error).message}`)
  }
  // Every JSON body comes through here: no field of one, now or later, reaches a store with a NUL.
  refuseNulIn(text, body)
  return body
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw invalidJson('The body is not valid UTF-8')
  }
}

const tooLarge = (maxBytes: number) =>
  new ProblemError(413, 'payload_too_large', `The body is over ${maxBytes / 1024} KiB`)
const invalidJson = (detail: string) =>
  new ProblemError(400, 'invalid_json', detail, [{ pointer: '', detail }])
