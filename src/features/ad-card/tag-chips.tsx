import type { Ad } from '../../contract/ad'
import type { CreativeTag } from '../../contract/creative-tags'
import { FACET_WORDS, facetValueLabel } from '../filters/facet-labels'
import { hookBeyondHeadline, tagsOf } from './creative-hook'

const chip =
  'shrink-0 rounded-sm border border-line bg-sunken px-1 text-[0.6875rem] leading-4 font-medium text-muted'

/** A tag as a small chip: its label shown, its family said to screen readers ("Hook: Question"). */
function TagChip({ tag }: { tag: CreativeTag }) {
  return (
    <li className={chip}>
      <span className="sr-only">{FACET_WORDS[tag.family].one}: </span>
      {facetValueLabel(tag.family, tag.value)}
    </li>
  )
}

/** An ad's tags as one line of chips, cut where the line ends (the detail lists them all). */
export function TagChips({ tags, className = '' }: { tags: readonly CreativeTag[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="Creative tags" className={`flex min-w-0 gap-1 overflow-hidden ${className}`}>
      {tags.map((tag) => (
        <TagChip key={`${tag.family}:${tag.value}`} tag={tag} />
      ))}
    </ul>
  )
}

/**
 * How the ad opens, in one line: the kind of hook, then the opening words where they say more than the
 * headline (ad text, rendered as text). The line has a fixed height, empty for an ad without a hook.
 */
export function HookLine({
  ad,
  className = '',
}: {
  ad: Pick<Ad, 'hook_text' | 'headline' | 'tags'>
  className?: string
}) {
  const hook = hookBeyondHeadline(ad)
  const kinds = tagsOf(ad, 'hooks')
  return (
    <div className={`flex h-4 min-w-0 items-center gap-1.5 text-xs leading-4 ${className}`}>
      <TagChips tags={hook ? kinds.slice(0, 1) : kinds} className={hook ? 'shrink-0' : ''} />
      {hook && (
        <p className="truncate text-muted italic">
          <span className="sr-only">Opens with: </span>“{hook}”
        </p>
      )}
    </div>
  )
}
