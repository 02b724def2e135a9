import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Ad } from '../../contract/ad'
import { adImageSvg } from '../media/ad-image'
import { creativeOfFile } from '../media/creative-file'
import type { MediaStore } from '../media/media-store'

/** One of an ad's media links, as a ZIP of its board holds it: a file inside, or left out. */
export type MediaInZip =
  | {
      included: true
      name: string
      size: () => number | Promise<number>
      bytes: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>
    }
  | { included: false }

/** A kept copy of remote media (`/media/saved/<sha256>`), read from wherever the server keeps them. */
export type SavedMediaReader = (
  sha256: string,
) => Promise<{ extension: string; size: number; bytes: () => AsyncIterable<Uint8Array> } | undefined>

/** Kept media read at a time: a video of 50 MB goes out in pieces. */
const READ_BYTES = 1024 * 1024
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/heic': '.heic',
  'image/heif': '.heif',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'video/3gpp': '.3gp',
  'video/x-matroska': '.mkv',
  'video/ogg': '.ogv',
}

/** Kept copies as a ZIP reads them: found by hash, named by their type, read a piece at a time. */
export function savedMediaReader(store: MediaStore): SavedMediaReader {
  return async (hash) => {
    const kept = await store.find(hash)
    if (!kept) return undefined
    return {
      extension: EXTENSIONS[kept.contentType] ?? '',
      size: kept.size,
      bytes: async function* () {
        for (let start = 0; start < kept.size; start += READ_BYTES) {
          const piece = await store.read(hash, start, Math.min(start + READ_BYTES, kept.size) - 1)
          if (piece instanceof Uint8Array) yield piece
          else yield* chunksOf(piece)
        }
      },
    }
  }
}

const CLIP_FILE = /^\/media\/clips\/([1-9]\d{0,3}\.(?:webm|jpg))$/
const SAVED_FILE = /^\/media\/saved\/([0-9a-f]{64})(?:\.\w{1,8})?$/

const KINDS = ['image', 'video', 'thumbnail'] as const

/**
 * The distinct media links of a stored ad (generated ads repeat the image as thumbnail), each with
 * the URL clients are given for it when the ad as shown is passed along.
 */
export function mediaLinksOf(stored: Ad, shown?: Ad): { link: string; url: string }[] {
  const links = new Map<string, string>()
  for (const kind of KINDS) {
    const link = stored.media[kind]
    if (link && !links.has(link)) links.set(link, shown?.media[kind] ?? link)
  }
  return [...links].map(([link, url]) => ({ link, url }))
}

/**
 * What a ZIP can hold of a media link, without ever fetching one: media this server makes or keeps
 * (generated images, the sample clips, kept copies) go in under their own path; links to other
 * servers are left out, as fetching whatever URL an ad names would let anyone who can save an ad
 * make the server call any address (SSRF). The same link always gives the same answer, as the ZIP
 * is written in two readings that must agree.
 */
export function zipMedia({ clipsDir, savedMedia }: { clipsDir: string; savedMedia?: SavedMediaReader }) {
  // The sample clips are a handful of files: each looked up once per export.
  const clips = new Map<string, Promise<number | undefined>>()
  const clipSize = (file: string) => {
    if (!clips.has(file))
      clips.set(
        file,
        stat(join(clipsDir, file)).then(
          (found) => (found.isFile() ? found.size : undefined),
          () => undefined,
        ),
      )
    return clips.get(file)!
  }

  return async (link: string): Promise<MediaInZip> => {
    const file = link.startsWith('/media/images/') ? link.slice('/media/images/'.length) : ''
    const creative = creativeOfFile(file)
    if (creative) {
      // Drawn only when the file is written (its size is asked just before), not to list its name.
      let svg: Buffer | undefined
      const drawn = () => (svg ??= Buffer.from(adImageSvg(creative)))
      return {
        included: true,
        name: `media/images/${file}`,
        size: () => drawn().length,
        bytes: () => [drawn()],
      }
    }
    const clip = CLIP_FILE.exec(link)
    const size = clip ? await clipSize(clip[1]!) : undefined
    if (clip && size !== undefined) {
      const file = join(clipsDir, clip[1]!)
      return {
        included: true,
        name: `media/clips/${clip[1]}`,
        size: () => size,
        bytes: () => createReadStream(file),
      }
    }
    const saved = SAVED_FILE.exec(link)
    const kept = saved && savedMedia ? await savedMedia(saved[1]!) : undefined
    if (saved && kept) {
      const name = `media/saved/${saved[1]}${kept.extension}`
      return { included: true, name, size: () => kept.size, bytes: kept.bytes }
    }
    return { included: false }
  }
}

async function* chunksOf(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value
  } finally {
    reader.releaseLock()
  }
}
