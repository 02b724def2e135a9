import { type SearchScope, searchBody, searchQueryString } from '../../search/search-request'
import type { AdSearch } from '../../search/search-state'

/** What an Export button exports: the search on screen, all of an advertiser's ads, or a board. */
export type ExportTarget =
  | { kind: 'search'; search: AdSearch; scope: SearchScope }
  | { kind: 'advertiser'; id: string }
  | { kind: 'board'; id: string }

export type ExportFormat = 'csv' | 'ndjson' | 'zip'

/** The formats a target offers, with their menu labels: a ZIP with media is a board's only. */
export function formatsOf(target: ExportTarget): { format: ExportFormat; label: string }[] {
  const files: { format: ExportFormat; label: string }[] = [
    { format: 'csv', label: 'CSV' },
    { format: 'ndjson', label: 'NDJSON' },
  ]
  return target.kind === 'board' ? [...files, { format: 'zip', label: 'ZIP with media' }] : files
}

/** The API path of the export (under /api/v1). */
export function exportPath(target: ExportTarget, format: ExportFormat): string {
  if (target.kind === 'board') return `/exports/boards/${encodeURIComponent(target.id)}.${format}`
  if (target.kind === 'advertiser') return `/exports/advertisers/${encodeURIComponent(target.id)}.${format}`
  const body = searchBody(target.search, target.scope)
  // The TikTok list is the search locked to TikTok; the export endpoint has the platforms filter instead.
  const query = searchQueryString(target.scope === 'tiktok' ? { ...body, platforms: ['tiktok'] } : body)
  return `/exports/ads.${format}${query ? `?${query}` : ''}`
}
