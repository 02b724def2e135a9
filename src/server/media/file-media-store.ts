import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { hashOf, MEDIA_HASH } from './content-hash'
import type { MediaBytes, MediaStore } from './media-store'
import { keptTypeOf, SNIFF_BYTES } from './media-type'

/**
 * Files named by their hash, `<dir>/ab/abcdef…`. A file is written under a temporary name, flushed
 * to disk and then renamed: a crash leaves a whole file or none under the name, never half of one.
 */
export function fileMediaStore(dir: string): MediaStore {
  const fileOf = (hash: string) => {
    if (!MEDIA_HASH.test(hash)) throw new Error('not a media hash')
    return join(dir, hash.slice(0, 2), hash)
  }
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    )

  return {
    async put(bytes) {
      const hash = hashOf(bytes)
      const file = fileOf(hash)
      if (await exists(file)) return hash
      // Private to the server's user, as the whole data directory is (http/private-file.ts).
      await mkdir(join(dir, hash.slice(0, 2)), { recursive: true, mode: 0o700 })
      const temporary = join(dir, hash.slice(0, 2), `.${hash}.${randomBytes(6).toString('hex')}.tmp`)
      try {
        const handle = await open(temporary, 'wx', 0o600)
        try {
          await handle.writeFile(bytes)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return hash
    },

    async find(hash) {
      if (!MEDIA_HASH.test(hash)) return undefined
      let handle: Awaited<ReturnType<typeof open>>
      try {
        handle = await open(fileOf(hash), 'r')
      } catch {
        return undefined
      }
      try {
        const { size } = await handle.stat()
        const head = Buffer.alloc(Math.min(SNIFF_BYTES, size))
        await handle.read(head, 0, head.length, 0)
        return { size, contentType: keptTypeOf(head) }
      } finally {
        await handle.close()
      }
    },

    async read(hash, start, end) {
      // Streamed: a video of 50 MB is not read into memory for each viewer.
      return Readable.toWeb(createReadStream(fileOf(hash), { start, end })) as unknown as MediaBytes
    },
  }
}
