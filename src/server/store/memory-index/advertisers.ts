import { foldText } from '../../../contract/keywords'
import type { AdvertiserMatch } from '../../../contract/lookup'

interface AdvertiserEntry {
  id: string
  name: string
  foldedName: string
  /** Folded words of the name, for word-prefix matching ("beauty" finds "Glow Beauty Co"). */
  nameWords: string[]
  docs: number[]
  liveAds: number
  domains: Map<string, number>
}

/** Advertisers and landing domains, with the ads of each, for the advertiser and domain filters and /lookup. */
export class Advertisers {
  private readonly byId = new Map<string, AdvertiserEntry>()
  private readonly domainDocs = new Map<string, number[]>()

  add(doc: number, advertiser: { id: string; name: string }, domain: string): void {
    let entry = this.byId.get(advertiser.id)
    if (!entry) {
      entry = {
        id: advertiser.id,
        name: '',
        foldedName: '',
        nameWords: [],
        docs: [],
        liveAds: 0,
        domains: new Map(),
      }
      this.byId.set(advertiser.id, entry)
    }
    if (entry.name !== advertiser.name) {
      entry.name = advertiser.name
      entry.foldedName = foldText(advertiser.name)
      entry.nameWords = entry.foldedName.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    }
    entry.docs.push(doc)
    entry.liveAds++
    if (domain !== '') {
      entry.domains.set(domain, (entry.domains.get(domain) ?? 0) + 1)
      const docs = this.domainDocs.get(domain)
      if (docs) docs.push(doc)
      else this.domainDocs.set(domain, [doc])
    }
  }

  remove(advertiserId: string, domain: string): void {
    const entry = this.byId.get(advertiserId)
    if (!entry) return
    entry.liveAds--
    const left = (entry.domains.get(domain) ?? 0) - 1
    if (left > 0) entry.domains.set(domain, left)
    else entry.domains.delete(domain)
  }

  /** Every ad (live or not) this advertiser ever had; callers mask with the live set. */
  docsOf(advertiserId: string): readonly number[] {
    return this.byId.get(advertiserId)?.docs ?? []
  }

  /** Ads whose landing host is `domain` or one of its subdomains. */
  docsOfDomain(domain: string): number[][] {
    const lists: number[][] = []
    for (const [host, docs] of this.domainDocs) {
      if (host === domain || host.endsWith(`.${domain}`)) lists.push(docs)
    }
    return lists
  }

  lookup(query: string, limit: number): AdvertiserMatch[] {
    const folded = foldText(query.trim())
    const domainQuery = folded.replace(/^[a-z]+:\/\//, '').replace(/^www\./, '')
    const queryWords = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    const found: { entry: AdvertiserEntry; rank: number }[] = []
    for (const entry of this.byId.values()) {
      if (entry.liveAds <= 0) continue
      const rank = matchRank(entry, folded, queryWords, domainQuery)
      if (rank >= 0) found.push({ entry, rank })
    }
    found.sort(
      (a, b) =>
        a.rank - b.rank || b.entry.liveAds - a.entry.liveAds || a.entry.name.localeCompare(b.entry.name),
    )
    return found.slice(0, limit).map((item) => toMatch(item.entry))
  }
}

/** 0: the name starts with the query; 1: a later word of the name does; 2: a landing domain does; -1: no match. */
function matchRank(entry: AdvertiserEntry, folded: string, words: string[], domainQuery: string): number {
  if (entry.foldedName.startsWith(folded)) return 0
  if (words.length > 0 && words.every((word) => entry.nameWords.some((w) => w.startsWith(word)))) return 1
  for (const domain of entry.domains.keys()) if (domain.startsWith(domainQuery)) return 2
  return -1
}

function toMatch(entry: AdvertiserEntry): AdvertiserMatch {
  const domains = [...entry.domains.entries()].sort((a, b) => b[1] - a[1]).map(([domain]) => domain)
  return { id: entry.id, name: entry.name, ads_count: entry.liveAds, domains }
}
