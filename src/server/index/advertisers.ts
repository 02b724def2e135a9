import { foldText } from '../../contract/keywords'
import type { AdvertiserMatch } from '../../contract/lookup'
import { gather, withRoom } from './columns'
import { SlotList } from './slot-list'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

interface AdvertiserEntry {
  id: string
  name: string
  foldedName: string
  /** Folded words of the name, for word-prefix matching ("beauty" finds "Glow Beauty Co"). */
  nameWords: string[]
  slots: SlotList
  liveAds: number
  /** Live ads per landing domain. */
  domains: Map<string, number>
}

interface Domain {
  name: string
  slots: SlotList
}

/** Advertisers and landing domains, with the ads of each, for the advertiser and domain filters and /lookup. */
export class Advertisers {
  private entries: AdvertiserEntry[] = []
  private byId = new Map<string, number>()
  private domains: Domain[] = []
  private byDomain = new Map<string, number>()
  /** Each slot's advertiser (place in `entries`) and landing domain (place in `domains` + 1; 0: none). */
  private advertiserOf = new Uint32Array(1024)
  private domainOf = new Uint32Array(1024)

  add(slot: number, advertiser: { id: string; name: string }, domain: string): void {
    const place = this.entryPlace(advertiser.id, advertiser.name)
    const entry = this.entries[place]!
    entry.slots.push(slot)
    entry.liveAds++
    this.advertiserOf = withRoom(this.advertiserOf, slot + 1)
    this.domainOf = withRoom(this.domainOf, slot + 1)
    this.advertiserOf[slot] = place
    this.domainOf[slot] = 0
    if (domain === '') return
    entry.domains.set(domain, (entry.domains.get(domain) ?? 0) + 1)
    let at = this.byDomain.get(domain)
    if (at === undefined) {
      at = this.domains.push({ name: domain, slots: new SlotList(false) }) - 1
      this.byDomain.set(domain, at)
    }
    this.domains[at]!.slots.push(slot)
    this.domainOf[slot] = at + 1
  }

  /** The ad in `slot` was retired: it stays listed (callers mask it) but leaves the counts. */
  retire(slot: number): void {
    const entry = this.entries[this.advertiserOf[slot]!]!
    entry.liveAds--
    const domain = this.domains[this.domainOf[slot]! - 1]?.name
    if (domain === undefined) return
    const left = (entry.domains.get(domain) ?? 0) - 1
    if (left > 0) entry.domains.set(domain, left)
    else entry.domains.delete(domain)
  }

  /** Every slot this advertiser ever had, live or retired. */
  slotsOf(advertiserId: string): Uint32Array {
    const place = this.byId.get(advertiserId)
    return place === undefined ? new Uint32Array(0) : this.entries[place]!.slots.view()
  }

  /** Slots of ads whose landing host is `domain` or one of its subdomains. */
  slotsOfDomain(domain: string): Uint32Array[] {
    return this.domains
      .filter(({ name }) => name === domain || name.endsWith(`.${domain}`))
      .map(({ slots }) => slots.view())
  }

  lookup(query: string, limit: number): AdvertiserMatch[] {
    const folded = foldText(query.trim())
    const domainQuery = folded.replace(/^[a-z]+:\/\//, '').replace(/^www\./, '')
    const queryWords = wordsOf(folded)
    const found: { entry: AdvertiserEntry; rank: number }[] = []
    for (const entry of this.entries) {
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

  /** Drops compacted slots; advertisers and domains keep their places (an empty one costs little). */
  compact(kept: Uint32Array, renumber: Int32Array): void {
    for (const entry of this.entries) entry.slots.compact(renumber)
    for (const domain of this.domains) domain.slots.compact(renumber)
    this.advertiserOf = gather(this.advertiserOf, kept)
    this.domainOf = gather(this.domainOf, kept)
  }

  save(out: SnapshotWriter, size: number): void {
    out.json({
      advertisers: this.entries.map((e) => [e.id, e.name, e.liveAds, [...e.domains]]),
      domains: this.domains.map((d) => d.name),
    })
    saveLists(
      out,
      this.entries.map((e) => e.slots),
    )
    saveLists(
      out,
      this.domains.map((d) => d.slots),
    )
    out.numbers(this.advertiserOf.subarray(0, size))
    out.numbers(this.domainOf.subarray(0, size))
  }

  load(input: SnapshotReader): void {
    const { advertisers, domains } = input.json<{
      advertisers: [string, string, number, [string, number][]][]
      domains: string[]
    }>()
    const advertiserSlots = loadLists(input)
    const domainSlots = loadLists(input)
    this.entries = []
    this.byId = new Map()
    advertisers.forEach(([id, name, liveAds, counts], i) => {
      const entry = this.entries[this.entryPlace(id, name)]!
      entry.slots = advertiserSlots[i]!
      entry.liveAds = liveAds
      entry.domains = new Map(counts)
    })
    this.domains = domains.map((name, i) => ({ name, slots: domainSlots[i]! }))
    this.byDomain = new Map(domains.map((name, i) => [name, i]))
    this.advertiserOf = input.u32()
    this.domainOf = input.u32()
  }

  private entryPlace(id: string, name: string): number {
    let place = this.byId.get(id)
    if (place === undefined) {
      place = this.entries.push({
        id,
        name: '',
        foldedName: '',
        nameWords: [],
        slots: new SlotList(false),
        liveAds: 0,
        domains: new Map(),
      })
      place--
      this.byId.set(id, place)
    }
    const entry = this.entries[place]!
    // The latest version's name wins: advertisers rename their pages.
    if (entry.name !== name) {
      entry.name = name
      entry.foldedName = foldText(name)
      entry.nameWords = wordsOf(entry.foldedName)
    }
    return place
  }
}

/** Many lists as one array of lengths and one of slots, read back as views. */
function saveLists(out: SnapshotWriter, lists: SlotList[]): void {
  const lengths = Uint32Array.from(lists, (list) => list.length)
  const all = new Uint32Array(lengths.reduce((sum, n) => sum + n, 0))
  let at = 0
  for (const list of lists) {
    all.set(list.view(), at)
    at += list.length
  }
  out.numbers(lengths)
  out.numbers(all)
}

function loadLists(input: SnapshotReader): SlotList[] {
  const lengths = input.u32()
  const all = input.u32()
  const lists: SlotList[] = []
  let at = 0
  for (const length of lengths) {
    lists.push(new SlotList(false, all.subarray(at, at + length)))
    at += length
  }
  return lists
}

const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

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
