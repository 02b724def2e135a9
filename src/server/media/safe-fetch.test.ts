import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { JPEG_HEAD, MP4, PNG, type TestMediaServer, testMediaServer } from '../../testing/test-media-server'
import { type FetchOptions, fetchMedia, MediaFetchError } from './safe-fetch'

const MB = 1024 * 1024
/** The test server listens on 127.0.0.1: let that one private address through, and no other. */
const TEST: FetchOptions = { allowPrivateAddresses: ['127.0.0.1'], maxBytes: MB }

let media: TestMediaServer
const closing: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closing.splice(0)) await close()
})
async function server() {
  media = await testMediaServer()
  closing.push(media.close)
  return media
}

/** The reason a fetch is refused with. */
async function refusal(link: string, options: FetchOptions = TEST): Promise<string> {
  const error = await fetchMedia(link, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(MediaFetchError)
  return (error as Error).message
}

describe('fetching media for keeping', () => {
  it('fetches an image and a video, typed by their bytes, following a redirect', async () => {
    await server()
    media.file('/a.png', 'image/png', PNG).file('/clip', 'video/mp4', MP4).redirect('/old.png', '/a.png', 301)
    const image = await fetchMedia(media.url('/old.png'), TEST)
    expect(image.bytes.equals(PNG)).toBe(true)
    expect(image).toMatchObject({ contentType: 'image/png', url: media.url('/a.png') })
    // Labelled as whatever image, kept as what its bytes are.
    media.file('/b', 'image/jpeg', PNG)
    expect((await fetchMedia(media.url('/b'), TEST)).contentType).toBe('image/png')
    expect((await fetchMedia(media.url('/clip'), TEST)).contentType).toBe('video/mp4')
  })

  it('refuses what is not an image or video, whatever its label says', async () => {
    await server()
    const page = Buffer.from('<!doctype html><html><body>Your link has expired</body></html>')
    media
      .file('/page.jpg', 'image/jpeg', page)
      .file('/page', 'text/html', page)
      .file(
        '/data.png',
        'image/png',
        Buffer.from('{"error":"expired","code":403,"padding":"........................"}'),
      )
      .file('/logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))
      .file('/empty.png', 'image/png', Buffer.alloc(0))
    expect(await refusal(media.url('/page.jpg'))).toBe(
      'not an image or video (text/html, labelled image/jpeg)',
    )
    expect(await refusal(media.url('/page'))).toBe('not an image or video (text/html)')
    expect(await refusal(media.url('/data.png'))).toMatch(/application\/json, labelled image\/png/)
    expect(await refusal(media.url('/logo.svg'))).toMatch(/^not an image or video \(image\/svg/)
    expect(await refusal(media.url('/empty.png'))).toMatch(/empty/)
    expect(await refusal(media.url('/nothing.png'))).toBe('answered 404')
  })

  it('cuts off an endless answer at the limit, and refuses a declared 5 GB before reading it', async () => {
    await server()
    media.endless('/endless.jpg', 'image/jpeg', JPEG_HEAD)
    media.endless('/huge.jpg', 'image/jpeg', JPEG_HEAD, 5 * 1024 * MB)
    const before = process.memoryUsage().arrayBuffers
    expect(await refusal(media.url('/endless.jpg'))).toBe('larger than 1 MB')
    expect(await refusal(media.url('/huge.jpg'))).toBe('larger than 1 MB')
    // The server got to send little more than the limit (socket buffers): nothing was read beyond it.
    expect(media.sent('/endless.jpg')).toBeLessThan(16 * MB)
    expect(media.sent('/huge.jpg')).toBeLessThan(16 * MB)
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * MB)
    // The default limit is 50 MB.
    expect(await refusal(media.url('/huge.jpg'), { allowPrivateAddresses: ['127.0.0.1'] })).toBe(
      'larger than 50 MB',
    )
  })

  it('reads no further than a Content-Length that claims less than is sent', async () => {
    const liar = net.createServer((socket) => {
      socket.on('error', () => {})
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: 100\r\n\r\n')
      socket.write(Buffer.concat([JPEG_HEAD, Buffer.alloc(4 * MB)]))
    })
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve))
    closing.push(() => new Promise((resolve) => liar.close(() => resolve())))
    const { port } = liar.address() as net.AddressInfo
    const fetched = await fetchMedia(`http://127.0.0.1:${port}/x.jpg`, TEST)
    expect(fetched.bytes.length).toBe(100)
  })

  it('refuses private addresses, by name, literal or redirect, and links that are not http(s)', async () => {
    await server()
    media.file('/a.png', 'image/png', PNG)
    media.redirect('/to-metadata', 'http://169.254.169.254/latest/meta-data/')
    media.redirect('/to-office', 'http://[::ffff:10.0.0.7]/x.png')
    // Without the tests' one allowance, the test server itself is a private address.
    expect(await refusal(media.url('/a.png'), {})).toBe('private address (loopback)')
    expect(await refusal('http://localhost/a.png', {})).toBe('private address (loopback)')
    expect(await refusal(media.url('/to-metadata'))).toBe('private address (link-local, cloud metadata)')
    expect(await refusal(media.url('/to-office'))).toBe('private address (private)')
    expect(await refusal('http://[fd00:ec2::254]/latest/', TEST)).toBe('private address (unique-local)')
    expect(await refusal('file:///etc/passwd')).toBe('not an http(s) link')
    expect(await refusal('ftp://example.com/a.png')).toBe('not an http(s) link')
    expect(await refusal('http://user:secret@example.com/a.png')).toMatch(/user name or password/)
    expect(await refusal('not a link')).toBe('not a link')
  })

  it('follows at most three redirects', async () => {
    await server()
    media.file('/a.png', 'image/png', PNG)
    for (let i = 1; i <= 4; i++) media.redirect(`/r${i}`, i === 1 ? '/a.png' : `/r${i - 1}`)
    expect((await fetchMedia(media.url('/r3'), TEST)).bytes.length).toBe(PNG.length)
    expect(await refusal(media.url('/r4'))).toBe('more than 3 redirects')
    media.redirect('/loop', '/loop')
    expect(await refusal(media.url('/loop'))).toBe('more than 3 redirects')
  })

  it('times out on a server that does not answer, and on one that answers too slowly', async () => {
    await server()
    media.serve('/silent.png', () => {})
    media.serve('/slow.png', (_, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' })
      response.write(PNG.subarray(0, 16))
      const drip = setInterval(() => response.write('x'), 50)
      response.on('close', () => clearInterval(drip))
    })
    const started = Date.now()
    expect(await refusal(media.url('/silent.png'), { ...TEST, headersTimeoutMs: 200 })).toBe('timed out')
    expect(await refusal(media.url('/slow.png'), { ...TEST, totalTimeoutMs: 400 })).toBe('timed out')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
