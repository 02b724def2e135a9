import type { Ad } from '../../contract/ad'
import type { SavedAd as ShownSavedAd } from '../../contract/boards'
import { EXPORT_MAX } from '../../contract/exports'
import { type SavedAd, shownMedia } from '../workspace/boards'
import type { Team } from '../workspace/team'
import { publicAd } from './public-ad'

/** Saved ads read at a time: a page is one indexed range query. */
const PAGE = 500

/** Where a saved ad stands in the board's order (newest saved first). */
export interface SavedKey {
  savedMs: number
  adId: string
}

export interface BoardEntry {
  key: SavedKey
  /** As the API shows it: links absolute, the saver by name. */
  shown: ShownSavedAd
  /** As it was saved: media links as stored (paths on this server stay paths). */
  stored: Ad
}

/** Whether `a` comes before `b` in the board's order: saved later, or at the same time with a greater id. */
export const isBefore = (a: SavedKey, b: SavedKey) =>
  a.savedMs > b.savedMs || (a.savedMs === b.savedMs && a.adId > b.adId)

/**
 * Every ad of a board (up to EXPORT_MAX), newest saved first, read page by page with the board's
 * keyset pages, so memory holds a page whatever the board's size. Ads saved while it runs come
 * before the first page and are not seen; `from` starts a second reading at the first one's start.
 * Stops when the client goes away.
 */
export async function* boardEntries(
  team: Team,
  boardId: string,
  options: { origin: string; signal: AbortSignal; from?: SavedKey },
): AsyncGenerator<BoardEntry> {
  const savers = new Map<string, ShownSavedAd['saved_by']>()
  const saverOf = async (id: string) => {
    if (!savers.has(id)) {
      const person = await team.find(id)
      savers.set(id, person ? { id: person.id, name: person.name } : null)
    }
    return savers.get(id) ?? null
  }
  let after: SavedKey | undefined
  let sent = 0
  do {
    const page = await team.boards.page(boardId, PAGE, after)
    for (const saved of page.ads) {
      const key = { savedMs: saved.savedMs, adId: saved.adId }
      if (options.from && isBefore(key, options.from)) continue
      if (sent++ >= EXPORT_MAX) return
      yield { key, ...(await entryOf(saved, options.origin, saverOf)) }
    }
    after = page.next ?? undefined
  } while (after && !options.signal.aborted)
}

async function entryOf(
  saved: SavedAd,
  origin: string,
  saverOf: (id: string) => Promise<ShownSavedAd['saved_by']>,
): Promise<Omit<BoardEntry, 'key'>> {
  const stored = JSON.parse(saved.adJson) as Ad
  return {
    stored,
    shown: {
      ad: publicAd(stored, origin),
      note: saved.note,
      tags: saved.tags,
      saved_at: new Date(saved.savedMs).toISOString(),
      saved_by: await saverOf(saved.savedBy),
      media: shownMedia(saved.mediaState),
    },
  }
}
