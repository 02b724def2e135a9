import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Ad } from '../../contract/ad'
import { type CreativeTag, TAG_FAMILIES } from '../../contract/creative-tags'
import { FILTERS } from '../../contract/filters'
import { FACET_WORDS, facetValueLabel } from '../filters/facet-labels'
import { findEvidence, TEXT_FIELD_NAMES } from './tag-evidence'

interface CreativeBreakdownProps {
  ad: Ad
  /** The heading's level under the ad's own heading. */
  heading: 'h2' | 'h3'
}

/**
 * The ad's hook, offer and call-to-action tags, each with the words of the ad that earned it marked
 * where they stand. A tag is a link to the search for every ad with it. Nothing for an ad without tags.
 */
export function CreativeBreakdown({ ad, heading: Heading }: CreativeBreakdownProps) {
  const headingId = useId()
  const tags = TAG_FAMILIES.flatMap((family) => (ad.tags ?? []).filter((tag) => tag.family === family))
  if (tags.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Heading id={headingId} className="text-base font-semibold text-ink">
        Creative breakdown
      </Heading>
      <p className="mt-1 text-xs text-faint">
        Tagged by fixed rules over the ad’s own words; each tag shows the words that earned it.
      </p>
      <ul className="mt-2 divide-y divide-line text-sm">
        {tags.map((tag) => (
          <li key={`${tag.family}:${tag.value}`} className="flex flex-col gap-1 py-2">
            <TagLink tag={tag} />
            <Evidence ad={ad} tag={tag} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The tag, family and label (its name as read), opening a new search for the ads that have it. */
function TagLink({ tag }: { tag: CreativeTag }) {
  const family = FACET_WORDS[tag.family].one
  const label = facetValueLabel(tag.family, tag.value)
  return (
    <Link
      to="/"
      search={{ [FILTERS[tag.family].url]: [tag.value] }}
      className="focus-ring w-fit rounded-md border border-line bg-sunken px-1.5 py-0.5 text-xs font-medium text-ink hover:border-line-strong hover:underline"
    >
      <span className="text-muted">{family}:</span> {label}
    </Link>
  )
}

/** The evidence marked in its place in the ad's text, as text; alone, quoted, when it is in none of them. */
function Evidence({ ad, tag }: { ad: Ad; tag: CreativeTag }) {
  const found = findEvidence(ad, tag)
  if (!found) {
    return tag.evidence.trim() ? <p className="text-muted">“{tag.evidence}”</p> : null
  }
  return (
    <p className="break-words text-muted">
      <span className="text-faint">{TEXT_FIELD_NAMES[found.field]}: </span>
      {found.before}
      <mark className="rounded-[3px] bg-mark px-px text-inherit">{found.words}</mark>
      {found.after}
    </p>
  )
}
