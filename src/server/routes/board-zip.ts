import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import { type MediaInZip, mediaLinksOf } from './board-media'
import type { BoardEntry, SavedKey } from './board-saved-ads'
import { isBefore } from './board-saved-ads'
import { savedCsvHeader, savedCsvRow } from './export-csv'

/**
 * The most bytes of media in a board's ZIP: fflate writes no ZIP64, so an archive must stay under
 * 4 GiB. From the first ad whose media would go past it, the media are listed as not included.
 */
export const ZIP_MEDIA_MAX_BYTES = 2 * 1024 ** 3
/** CSV rows deflated at a time. */
const CSV_RUN = 200

export interface BoardZip {
  /** The board's ads in order; a second reading starts `from` where the first one started. */
  entries: (from?: SavedKey) => AsyncIterable<BoardEntry>
  media: (link: string) => Promise<MediaInZip>
  mediaMaxBytes?: number
}

/**
 * A board as a ZIP, streamed: `media/...` (each file once, stored as it is) and then `board.csv`
 * (deflated), the board's CSV with a `media_files` column naming the ad's files inside. A ZIP writes
 * one file after the other, and a file still open makes the archive hold back the next one's bytes:
 * so the board is read twice, media first, then the CSV rows, and memory holds a page of ads and a
 * chunk of the archive at a time (plus the archive's directory and the names written so far, a few
 * dozen bytes a file).
 */
export function boardZipResponse(
  c: Context,
  { entries, media, mediaMaxBytes = ZIP_MEDIA_MAX_BYTES }: BoardZip,
) {
  return stream(c, async (out) => {
    const ready: Uint8Array[] = []
    let failure: Error | null = null
    const zip = new Zip((error, chunk) => {
      if (error) failure = error
      else ready.push(chunk)
    })
    // fflate hands out the archive synchronously as it is pushed: written out after each push.
    const drain = async () => {
      if (failure) throw failure
      for (let chunk = ready.shift(); chunk; chunk = ready.shift()) await out.write(chunk)
    }

    const written = new Set<string>()
    let bytes = 0
    let first: SavedKey | undefined
    let cutoff: SavedKey | undefined
    for await (const { key, stored } of entries()) {
      if (out.aborted) return
      first ??= key
      const files: Extract<MediaInZip, { included: true }>[] = []
      for (const { link } of mediaLinksOf(stored)) {
        const found = await media(link)
        if (found.included && !written.has(found.name) && !files.some((file) => file.name === found.name))
          files.push(found)
      }
      let size = 0
      for (const file of files) size += await file.size()
      if (bytes + size > mediaMaxBytes) {
        cutoff = key
        break
      }
      for (const found of files) {
        written.add(found.name)
        const file = new ZipPassThrough(found.name)
        zip.add(file)
        for await (const chunk of found.bytes()) {
          file.push(chunk)
          bytes += chunk.length
          await drain()
        }
        file.push(new Uint8Array(0), true)
        await drain()
      }
    }

    const csv = new ZipDeflate('board.csv', { level: 6 })
    zip.add(csv)
    let run = [savedCsvHeader({ media: true })]
    for await (const { key, stored, shown } of entries(first)) {
      if (out.aborted) return
      const inside = !cutoff || isBefore(key, cutoff)
      const files: string[] = []
      for (const { link, url } of mediaLinksOf(stored, shown.ad)) {
        const found: MediaInZip = inside ? await media(link) : { included: false }
        files.push(found.included ? found.name : `not included: ${url}`)
      }
      run.push(savedCsvRow(shown, files))
      if (run.length >= CSV_RUN) {
        csv.push(strToU8(run.join('')))
        run = []
        await drain()
      }
    }
    csv.push(strToU8(run.join('')), true)
    zip.end()
    await drain()
  })
}
