import type { Ad } from '../../contract/ad'
import { countOf, formatDate, formatDateRange } from '../../lib/format'

/** Active / Stopped as a small coloured pill; the word carries the meaning, the colour only helps. */
export function AdStatus({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        active
          ? 'bg-success-soft text-success-ink ring-1 ring-success-line ring-inset'
          : 'bg-sunken text-muted ring-1 ring-line-strong ring-inset'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-live' : 'bg-faint'}`} />
      {active ? 'Active' : 'Stopped'}
    </span>
  )
}

/**
 * The card's status line: "Active · 34 days", "Stopped · ran 12 days", or what is not known. The
 * dates themselves are in the line's tooltip and the detail view.
 */
export function AdStatusLine({
  ad,
}: {
  ad: Pick<Ad, 'is_active' | 'running_days' | 'started_at' | 'ended_at' | 'unknown_fields'>
}) {
  const startKnown = !ad.unknown_fields?.includes('started_at')
  const days = startKnown ? countOf(ad.running_days, 'day') : 'start date unknown'
  const period = !startKnown
    ? undefined
    : ad.ended_at
      ? formatDateRange(ad.started_at, ad.ended_at)
      : `Since ${formatDate(ad.started_at)}`
  return (
    <p className="flex h-4 items-center gap-1.5 text-xs text-muted" title={period}>
      <span
        aria-hidden="true"
        className={`size-1.5 shrink-0 rounded-full ${ad.is_active ? 'bg-live' : 'bg-faint'}`}
      />
      <span className={`font-medium ${ad.is_active ? 'text-live' : ''}`}>
        {ad.is_active ? 'Active' : 'Stopped'}
      </span>
      <span aria-hidden="true">·</span>
      <span className="truncate tabular-nums">{ad.is_active || !startKnown ? days : `ran ${days}`}</span>
    </p>
  )
}
