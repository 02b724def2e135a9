import type { MouseEvent } from 'react'
import { LineIcon } from '../../components/line-icon'
import { listboxClass, optionClass } from '../../components/ui/combobox'
import { countOf, formatWholeNumber } from '../../lib/format'
import { initialsOf, type Suggestion, type SuggestionGroup } from './suggestions'

const CLOCK = 'M10 5.5V10l3 2M17 10a7 7 0 1 1-14 0 7 7 0 0 1 14 0z'
const BOOKMARK = 'M5.5 3.5h9v13L10 13l-4.5 3.5z'
const GLOBE =
  'M17 10a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM3 10h14M10 3c2 2 2.8 4.5 2.8 7s-.8 5-2.8 7c-2-2-2.8-4.5-2.8-7S8 5 10 3z'

// A few fixed tints for the initials, chosen by the name, so a brand looks the same every time.
const TINTS = [
  'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/25 dark:text-indigo-200',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/25 dark:text-emerald-200',
  'bg-amber-100 text-amber-900 dark:bg-amber-500/25 dark:text-amber-200',
  'bg-rose-100 text-rose-800 dark:bg-rose-500/25 dark:text-rose-200',
  'bg-sky-100 text-sky-800 dark:bg-sky-500/25 dark:text-sky-200',
  'bg-violet-100 text-violet-800 dark:bg-violet-500/25 dark:text-violet-200',
]
const tintOf = (name: string) =>
  TINTS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TINTS.length]

interface OptionProps {
  id: string
  role: 'option'
  tabIndex: number
  'aria-selected': boolean
  onMouseDown: (event: MouseEvent) => void
  onClick: () => void
  onMouseMove: () => void
}

interface SuggestionListProps {
  id: string
  groups: readonly SuggestionGroup[]
  hidden: boolean
  /** The combobox's props for the option at this place in the flattened list. */
  optionProps: (index: number) => OptionProps
}

/** The keyword box's popup: labelled groups of options (the APG's grouped listbox). */
export function SuggestionList({ id, groups, hidden, optionProps }: SuggestionListProps) {
  let index = 0
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={hidden}
      // Not wider than its lines need: on a wide screen a name and its count far apart are hard to pair.
      className={`${listboxClass} max-h-[min(28rem,70dvh)] max-w-2xl`}
    >
      {groups.map((group) => {
        const labelId = `${id}-${group.label.replaceAll(' ', '-')}`
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox; a fieldset groups form fields
          <div key={group.label} role="group" aria-labelledby={labelId} className="py-1">
            <div
              id={labelId}
              role="presentation"
              className="px-2.5 pt-1 pb-1 text-xs font-semibold text-faint"
            >
              {group.label}
            </div>
            {group.suggestions.map((suggestion) => (
              <div
                key={suggestion.key}
                {...optionProps(index++)}
                className={`${optionClass} flex items-center gap-2.5`}
              >
                <SuggestionLine suggestion={suggestion} />
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}

const icon = (path: string) => (
  <span className="grid size-7 shrink-0 place-items-center text-faint">
    <LineIcon path={path} />
  </span>
)
const mainText = 'min-w-0 flex-1 truncate text-ink'
// muted, not faint: it must read on the highlight (indigo-50) as well as on white (WCAG AA).
const sideText = 'shrink-0 text-xs text-muted'

/** One option's content; the ad text it shows is the index's (untrusted) and rendered as text only. */
function SuggestionLine({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'advertiser': {
      const { name, ads_count, domains } = suggestion.advertiser
      return (
        <>
          <span
            aria-hidden="true"
            className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold ${tintOf(name)}`}
          >
            {initialsOf(name)}
          </span>{' '}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-ink">{name}</span>
            {domains[0] && (
              <>
                {' '}
                <span className="block truncate text-xs text-muted">{domains[0]}</span>
              </>
            )}
          </span>{' '}
          <span className={sideText}>{countOf(ads_count, 'ad')}</span>
        </>
      )
    }
    case 'domain':
      return (
        <>
          {icon(GLOBE)}
          <span className={mainText}>{suggestion.domain}</span>{' '}
          <span className={sideText}>Filter by domain</span>
        </>
      )
    case 'recent':
      return (
        <>
          {icon(CLOCK)}
          <span className={mainText}>{suggestion.keywords}</span>
        </>
      )
    case 'saved': {
      const { name, total, new_count } = suggestion.saved
      const fresh = new_count ?? 0
      return (
        <>
          {icon(BOOKMARK)}
          <span className={mainText}>{name}</span>{' '}
          {fresh > 0 ? (
            <span className="shrink-0 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
              {formatWholeNumber(fresh)} new
            </span>
          ) : (
            total !== null && <span className={sideText}>{countOf(total, 'ad')}</span>
          )}
        </>
      )
    }
  }
}
