import type { AdvertiserMatch } from '../../contract/lookup'
import type { SavedSearch } from '../../contract/watching'

/** One line of the keyword box's list: what picking it does depends on its kind. */
export type Suggestion =
  | { kind: 'advertiser'; key: string; advertiser: AdvertiserMatch }
  | { kind: 'domain'; key: string; domain: string }
  | { kind: 'recent'; key: string; keywords: string }
  | { kind: 'saved'; key: string; saved: SavedSearch }

export interface SuggestionGroup {
  label: 'Advertisers' | 'Landing domains' | 'Recent searches' | 'Saved searches'
  suggestions: Suggestion[]
}

interface Sources {
  /** What is in the box. */
  typed: string
  /** The look-up's advertisers for it (name or landing domain starting with it), most ads first. */
  advertisers: readonly AdvertiserMatch[]
  recent: readonly string[]
  saved: readonly SavedSearch[]
}

const ADVERTISERS_SHOWN = 5
const DOMAINS_SHOWN = 3
/** Fewer of one's own searches while typing: the brands matter more then. */
const OWN_SHOWN = { empty: 5, typing: 3 }

const fold = (text: string) => text.trim().toLowerCase()
/** A typed domain as the index keeps it: no scheme, no `www.`. */
const domainPrefix = (text: string) =>
  fold(text)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')

/**
 * The groups the list shows, in order; empty groups are left out. An empty box shows the person's
 * recent and saved searches; typing puts brands first, then domains, then their own searches that
 * contain the words.
 */
export function suggestionGroups({ typed, advertisers, recent, saved }: Sources): SuggestionGroup[] {
  const words = fold(typed)
  const own = words ? OWN_SHOWN.typing : OWN_SHOWN.empty
  const recentShown = recent
    .filter((keywords) => !words || (fold(keywords).includes(words) && fold(keywords) !== words))
    .slice(0, own)
  const savedShown = saved.filter((entry) => !words || fold(entry.name).includes(words)).slice(0, own)
  const groups: SuggestionGroup[] = words
    ? [
        {
          label: 'Advertisers',
          suggestions: advertisers
            .slice(0, ADVERTISERS_SHOWN)
            .map((advertiser) => ({ kind: 'advertiser', key: `a:${advertiser.id}`, advertiser })),
        },
        {
          label: 'Landing domains',
          suggestions: domainsFor(typed, advertisers).map((domain) => ({
            kind: 'domain',
            key: `d:${domain}`,
            domain,
          })),
        },
      ]
    : []
  groups.push(
    {
      label: 'Recent searches',
      suggestions: recentShown.map((keywords) => ({ kind: 'recent', key: `r:${keywords}`, keywords })),
    },
    {
      label: 'Saved searches',
      suggestions: savedShown.map((entry) => ({ kind: 'saved', key: `s:${entry.id}`, saved: entry })),
    },
  )
  return groups.filter((group) => group.suggestions.length > 0)
}

/** The advertisers' landing domains that start with what was typed, each once. */
function domainsFor(typed: string, advertisers: readonly AdvertiserMatch[]): string[] {
  const prefix = domainPrefix(typed)
  if (!prefix || /\s/.test(prefix)) return []
  const found = new Set<string>()
  for (const advertiser of advertisers)
    for (const domain of advertiser.domains) {
      const plain = domain.toLowerCase().replace(/^www\./, '')
      if (plain.startsWith(prefix)) found.add(plain)
    }
  return [...found].slice(0, DOMAINS_SHOWN)
}

/** A brand's stand-in for a logo: the first letters of its first two words ("Glow Beauty Co" -> "GB"). */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}
