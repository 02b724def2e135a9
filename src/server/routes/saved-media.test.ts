import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectProblem, testApi } from '../../testing/test-api'
import { MP4, PNG } from '../../testing/test-media-server'
import { byteRange } from './saved-media'

/** An app keeping media (files, or PostgreSQL's table in the postgres test project), with two kept. */
async function withKeptMedia() {
  const dir = mkdtempSync(join(tmpdir(), 'ads-saved-media-'))
  const api = await testApi([], { savedMedia: { dir, maxBytes: 1024 * 1024 } })
  const store = api.team.boards.mediaStore(dir)
  const clip = await store.put(MP4)
  const image = await store.put(PNG)
  // Nobody signed in, no key: the way a shared board's reader asks.
  const anyone = (path: string, headers: Record<string, string> = {}) => api.app.request(path, { headers })
  return { api, clip, image, anyone }
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('/media/saved/<sha256>', () => {
  it('serves kept media to anyone, as their bytes are, sandboxed and cached for good', async () => {
    const { api, image, clip, anyone } = await withKeptMedia()
    const response = await anyone(`/media/saved/${image}`)
    expect(response.status).toBe(200)
    expect((await bytes(response)).equals(PNG)).toBe(true)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: `"${image}"`,
    })
    expect((await anyone(`/media/saved/${clip}`)).headers.get('Content-Type')).toBe('video/mp4')
    const again = await anyone(`/media/saved/${image}`, { 'If-None-Match': `"${image}"` })
    expect(again.status).toBe(304)
    const head = await api.app.request(`/media/saved/${clip}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(String(MP4.length))
    expect((await bytes(head)).length).toBe(0)
  })

  it('answers ranges of a video', async () => {
    const { clip, anyone } = await withKeptMedia()
    const part = await anyone(`/media/saved/${clip}`, { Range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${MP4.length}`)
    expect(part.headers.get('Content-Length')).toBe('100')
    expect((await bytes(part)).equals(MP4.subarray(100, 200))).toBe(true)
    const tail = await anyone(`/media/saved/${clip}`, { Range: 'bytes=-10' })
    expect((await bytes(tail)).equals(MP4.subarray(-10))).toBe(true)
    const rest = await anyone(`/media/saved/${clip}`, { Range: `bytes=${MP4.length - 5}-` })
    expect(rest.headers.get('Content-Range')).toBe(`bytes ${MP4.length - 5}-${MP4.length - 1}/${MP4.length}`)
    // Several ranges, or a range of another version: the whole.
    expect((await anyone(`/media/saved/${clip}`, { Range: 'bytes=0-1,5-6' })).status).toBe(200)
    const otherVersion = await anyone(`/media/saved/${clip}`, { Range: 'bytes=0-1', 'If-Range': '"other"' })
    expect(otherVersion.status).toBe(200)
    const past = await anyone(`/media/saved/${clip}`, { Range: `bytes=${MP4.length}-` })
    expect(past.headers.get('Content-Range')).toBe(`bytes */${MP4.length}`)
    await expectProblem(past, 416, 'invalid_parameter')
  })

  it('answers 404 for media never kept and 400 for what is no hash, while other media stay private', async () => {
    const { anyone } = await withKeptMedia()
    await expectProblem(await anyone(`/media/saved/${'0'.repeat(64)}`), 404, 'not_found')
    for (const name of ['abc', 'A'.repeat(64), `${'0'.repeat(64)}.png`, '..%2F..%2Fsecret']) {
      await expectProblem(await anyone(`/media/saved/${name}`), 400, 'invalid_parameter')
    }
    // Generated media are the team's: without an account, 401 as before.
    await expectProblem(await anyone('/media/images/1.svg'), 401, 'unauthorized')
  })

  it('reads a Range header as RFC 9110 says', () => {
    expect(byteRange(undefined, 100)).toBe('whole')
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(byteRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 })
    expect(byteRange('bytes=-200', 100)).toEqual({ start: 0, end: 99 })
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable')
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(byteRange('bytes=9-2', 100)).toBe('whole')
    expect(byteRange('items=0-9', 100)).toBe('whole')
  })
})
