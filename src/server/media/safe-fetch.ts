import http from 'node:http'
import https from 'node:https'
import { MediaFetchError } from './media-fetch-error'
import { lookOf, mediaTypeOf, SNIFF_BYTES } from './media-type'
import { type Address, checkedAddress, fixedLookup } from './private-address'

export { MediaFetchError }

export interface FetchOptions {
  /** Larger media are refused: from Content-Length before reading, else once this much has come. */
  maxBytes?: number
  /** From each request until its answer's headers (the connection included). */
  headersTimeoutMs?: number
  /** Everything, redirects and the body included. */
  totalTimeoutMs?: number
  maxRedirects?: number
  /**
   * Tests only (their media server listens on 127.0.0.1): private addresses that may be fetched
   * anyway. Nothing a deployment sets reaches it.
   */
  allowPrivateAddresses?: readonly string[]
}

export interface FetchedMedia {
  bytes: Buffer
  /** As the bytes show it (media-type.ts), not as the remote server labelled it. */
  contentType: string
  /** Where it came from in the end, after redirects. */
  url: string
}

const MB = 1024 * 1024
const DEFAULTS: Required<FetchOptions> = {
  maxBytes: 50 * MB,
  headersTimeoutMs: 10_000,
  totalTimeoutMs: 60_000,
  maxRedirects: 3,
  allowPrivateAddresses: [],
}
const USER_AGENT = 'AdSearch-SavedMedia/1 (keeps the media of ads saved on boards)'

/**
 * Fetches one image or video that an ad links to, for keeping. The link comes from an ad, so from
 * anyone: only http(s); every address a name resolves to is checked, and the connection goes to
 * the address checked, not to what a second look-up might answer; redirects are followed by hand
 * and checked alike; the size is limited before and while reading, so an endless answer is cut off
 * at the limit; the bytes must be an image or video, whatever their label says.
 */
export async function fetchMedia(link: string, options: FetchOptions = {}): Promise<FetchedMedia> {
  const settings = { ...DEFAULTS, ...options }
  const stop = new AbortController()
  const deadline = setTimeout(() => stop.abort(new MediaFetchError('timed out')), settings.totalTimeoutMs)
  try {
    let url = checkedUrl(link)
    for (let redirects = 0; ; redirects++) {
      const address = await untilStopped(checkedAddress(url, settings.allowPrivateAddresses), stop.signal)
      const response = await get(url, address, settings, stop.signal)
      const status = response.statusCode ?? 0
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.destroy()
        if (redirects >= settings.maxRedirects)
          throw new MediaFetchError(`more than ${settings.maxRedirects} redirects`)
        const location = response.headers.location
        if (!location) throw new MediaFetchError(`answered ${status} without saying where to`)
        url = checkedUrl(new URL(location, url).href)
        continue
      }
      if (status !== 200) {
        response.destroy()
        throw new MediaFetchError(`answered ${status}`)
      }
      return await bodyOf(response, url, settings.maxBytes)
    }
  } catch (error) {
    throw stop.signal.aborted ? stop.signal.reason : fetchError(error)
  } finally {
    clearTimeout(deadline)
  }
}

function checkedUrl(link: string): URL {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw new MediaFetchError('not a link')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MediaFetchError('not an http(s) link')
  if (url.username || url.password) throw new MediaFetchError('a link with a user name or password')
  return url
}

function get(
  url: URL,
  address: Address,
  settings: Required<FetchOptions>,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      agent: false,
      lookup: fixedLookup(address),
      signal,
      headers: { Accept: 'image/*, video/*', 'Accept-Encoding': 'identity', 'User-Agent': USER_AGENT },
    })
    const timer = setTimeout(
      () => request.destroy(new MediaFetchError('timed out')),
      settings.headersTimeoutMs,
    )
    request.once('response', (response) => {
      clearTimeout(timer)
      resolve(response)
    })
    // `on`: an error after the answer began (a connection cut) must not go unheard and crash.
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    request.end()
  })
}

const tooLarge = (maxBytes: number) =>
  new MediaFetchError(`larger than ${Number((maxBytes / MB).toFixed(1)).toLocaleString('en')} MB`)

/** The answer's bytes, up to the limit, once they have shown they are an image or video. */
async function bodyOf(response: http.IncomingMessage, url: URL, maxBytes: number): Promise<FetchedMedia> {
  const label = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const refuse = (error: MediaFetchError) => {
    response.destroy()
    return error
  }
  if (!label.startsWith('image/') && !label.startsWith('video/'))
    throw refuse(new MediaFetchError(`not an image or video (${label || 'no type given'})`))
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) throw refuse(tooLarge(maxBytes))
  const looks = (bytes: Buffer) => {
    const type = mediaTypeOf(bytes)
    if (!type)
      throw refuse(new MediaFetchError(`not an image or video (${lookOf(bytes)}, labelled ${label})`))
    return type
  }
  const chunks: Buffer[] = []
  let size = 0
  let seen = false
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    // Cut off as soon as it is too much: nothing beyond the limit is kept in memory.
    if (size > maxBytes) throw refuse(tooLarge(maxBytes))
    chunks.push(chunk)
    if (!seen && size >= SNIFF_BYTES) {
      looks(Buffer.concat(chunks))
      seen = true
    }
  }
  // A connection cut before the end would otherwise pass for a shorter file.
  if (!response.complete) throw new MediaFetchError('closed the connection before the end')
  const bytes = Buffer.concat(chunks, size)
  return { bytes, contentType: looks(bytes), url: url.href }
}

/** A look-up can hang on the resolver; the total time limit holds for it too. */
function untilStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stopped = () => reject(signal.reason)
    if (signal.aborted) return stopped()
    signal.addEventListener('abort', stopped, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stopped))
  })
}

/** A connection's failure in a person's words; nothing of the server's own (paths, addresses) in it. */
function fetchError(error: unknown): MediaFetchError {
  if (error instanceof MediaFetchError) return error
  const code = String((error as NodeJS.ErrnoException).code ?? '')
  if (code === 'ECONNREFUSED') return new MediaFetchError('refused the connection')
  if (code === 'ECONNRESET' || code === 'EPIPE') return new MediaFetchError('closed the connection')
  if (code === 'ETIMEDOUT') return new MediaFetchError('timed out')
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new MediaFetchError('no such host')
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
    return new MediaFetchError('no valid certificate')
  if (code.startsWith('HPE_')) return new MediaFetchError('answered something other than HTTP')
  return new MediaFetchError('could not be reached')
}
