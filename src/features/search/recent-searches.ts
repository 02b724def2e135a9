// The person's last keyword searches, kept in this browser only (localStorage): keywords are what
// they typed into a public search box, nothing secret; no filters, no ids.

const RECENT_KEY = 'ads.recent-searches'
export const RECENT_MAX = 5

/** The list with `keywords` first, a repeat (in any case) moved up rather than added, at most five. */
export function withRecent(list: readonly string[], keywords: string): string[] {
  const words = keywords.trim()
  if (!words) return [...list]
  const folded = words.toLowerCase()
  return [words, ...list.filter((old) => old.toLowerCase() !== folded)].slice(0, RECENT_MAX)
}

/** What the storage holds, if it is a list of keywords; anything else reads as none. */
export function recentFrom(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]')
    if (!Array.isArray(value)) return []
    return value
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, RECENT_MAX)
  } catch {
    return []
  }
}

export function readRecentSearches(): string[] {
  try {
    return recentFrom(localStorage.getItem(RECENT_KEY))
  } catch {
    // Storage refused (a private window, a policy): no recent searches, the box works as before.
    return []
  }
}

export function rememberSearch(keywords: string): void {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(withRecent(readRecentSearches(), keywords)))
  } catch {
    // Not kept: the next visit simply shows fewer recent searches.
  }
}
