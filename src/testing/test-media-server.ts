import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The first bytes of a PNG and of an MP4 (an `ftyp` box), then noise: what the sniffing checks. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(3000),
])
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), randomBytes(20_000)])
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0])

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void

/**
 * A real HTTP server on 127.0.0.1 that serves the media ads of a test link to, with the answers a
 * CDN should give and those it should not: endless bodies, lies, pages labelled as images, redirects
 * anywhere. `sent` counts what each endless answer managed to send before it was cut off.
 */
export async function testMediaServer() {
  const routes = new Map<string, Handler>()
  const sent = new Map<string, number>()
  const asked = new Map<string, number>()
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    asked.set(path, (asked.get(path) ?? 0) + 1)
    const handler = routes.get(path)
    if (handler) return handler(request, response)
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const media = {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** How many bytes an endless answer sent before the client hung up. */
    sent: (path: string) => sent.get(path) ?? 0,
    asked: (path: string) => asked.get(path) ?? 0,
    serve(path: string, handler: Handler) {
      routes.set(path, handler)
      return media
    },
    file(path: string, type: string, bytes: Uint8Array) {
      return media.serve(path, (_, response) =>
        response.writeHead(200, { 'Content-Type': type, 'Content-Length': bytes.length }).end(bytes),
      )
    },
    /** An answer that never ends (`declared`: the Content-Length it claims, if any). */
    endless(path: string, type: string, head: Uint8Array, declared?: number) {
      return media.serve(path, (_, response) => {
        response.writeHead(200, {
          'Content-Type': type,
          ...(declared !== undefined ? { 'Content-Length': declared } : {}),
        })
        response.write(head)
        const chunk = Buffer.alloc(64 * 1024, 0x41)
        const pump = () => {
          while (!response.destroyed && !response.writableEnded) {
            sent.set(path, (sent.get(path) ?? 0) + chunk.length)
            if (!response.write(chunk)) return void response.once('drain', pump)
          }
        }
        response.on('error', () => {})
        pump()
      })
    },
    redirect(path: string, location: string, status = 302) {
      return media.serve(path, (_, response) => response.writeHead(status, { Location: location }).end())
    },
    /** Holds its answer until `release()`: shows that a save does not wait for its media. */
    held(path: string, type: string, bytes: Uint8Array) {
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      media.serve(path, (_, response) => {
        void released.then(() =>
          response.writeHead(200, { 'Content-Type': type, 'Content-Length': bytes.length }).end(bytes),
        )
      })
      return { release }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return media
}

export type TestMediaServer = Awaited<ReturnType<typeof testMediaServer>>
