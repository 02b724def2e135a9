import { foldText } from '../../contract/keywords'
import type { AdvertiserMatch } from '../../contract/lookup'
import { withRoom, writeColumn } from './columns'
import type { Renumbering } from './renumbering'
import { readLists, SlotList, writeLists } from './slot-list'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import type { Steps } from './steps'

interface AdvertiserEntry {
  id: string
  name: string
  foldedName: string
  /** Folded words of the name, each after a space, for word-prefix matching ("beauty" finds "Glow Beauty Co"). */
  nameWords: string
  slots: SlotList
  liveAds: number
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
    let at = this.byDomain.get(domain)
    if (at === undefined) {
      at = this.domains.push({ name: domain, slots: new SlotList(false) }) - 1
      this.byDomain.set(domain, at)
    }
    this.domains[at]!.slots.push(slot)
    this.domainOf[slot] = at + 1
  }

  /** The ad in `slot` was retired: it stays listed (callers mask it) but leaves the count. */
  retire(slot: number): void {
    this.entries[this.advertiserOf[slot]!]!.liveAds--
  }

  /** Every slot this advertiser ever had, live or retired. */
  slotsOf(advertiserId: string): Uint32Array {
    const place = this.byId.get(advertiserId)
    return place === undefined ? new Uint32Array(0) : this.entries[place]!.slots.view()
  }

  /** The advertiser's latest name, and how many of its ads are current; undefined for an id never seen. */
  entryOf(advertiserId: string): { name: string; liveAds: number } | undefined {
    const place = this.byId.get(advertiserId)
    return place === undefined ? undefined : this.entries[place]
  }

  /** The landing domain of the ad in `slot`, or '' when it has none. */
  domainAt(slot: number): string {
    return this.domains[this.domainOf[slot]! - 1]?.name ?? ''
  }

  /** Slots of ads whose landing host is `domain` or one of its subdomains. */
  slotsOfDomain(domain: string): Uint32Array[] {
    return this.domains
      .filter(({ name }) => name === domain || name.endsWith(`.${domain}`))
      .map(({ slots }) => slots.view())
  }

  /**
   * Advertisers whose name starts with the query, then those with a name word that does, then those
   * with a landing domain that does; busiest first within each. `isLive` tells current ads from
   * replaced ones still kept.
   */
  lookup(query: string, limit: number, isLive: (slot: number) => boolean): AdvertiserMatch[] {
    const folded = foldText(query.trim())
    const queryWords = wordsOf(folded)
    const rank = new Map<AdvertiserEntry, number>()
    for (const entry of this.entries) {
      if (entry.liveAds <= 0) continue
      if (entry.foldedName.startsWith(folded)) rank.set(entry, 0)
      else if (queryWords.length > 0 && queryWords.every((word) => entry.nameWords.includes(` ${word}`)))
        rank.set(entry, 1)
    }
    const domainQuery = folded.replace(/^[a-z]+:\/\//, '').replace(/^www\./, '')
    for (const domain of this.domains) {
      if (!domain.name.startsWith(domainQuery)) continue
      for (const slot of domain.slots.view()) {
        const entry = this.entries[this.advertiserOf[slot]!]!
        if (isLive(slot) && !rank.has(entry)) rank.set(entry, 2)
      }
    }
    return [...rank]
      .sort(
        ([a, rankA], [b, rankB]) => rankA - rankB || b.liveAds - a.liveAds || a.name.localeCompare(b.name),
      )
      .slice(0, limit)
      .map(([entry]) => ({
        id: entry.id,
        name: entry.name,
        ads_count: entry.liveAds,
        domains: this.domainsOf(entry, isLive),
      }))
  }

  /** An advertiser's landing domains, most used by its current ads first. */
  private domainsOf(entry: AdvertiserEntry, isLive: (slot: number) => boolean): string[] {
    const counts = new Map<string, number>()
    for (const slot of entry.slots.view()) {
      const domain = this.domains[this.domainOf[slot]! - 1]?.name
      if (domain !== undefined && isLive(slot)) counts.set(domain, (counts.get(domain) ?? 0) + 1)
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([domain]) => domain)
  }

  /** Advertisers and domains keep their places when compaction drops slots (an empty one costs little). */
  *save(out: SnapshotWriter, renumbering: Renumbering): Steps {
    out.json({
      advertisers: this.entries.map((e) => [e.id, e.name, e.liveAds]),
      domains: this.domains.map((d) => d.name),
    })
    yield* writeLists(
      out,
      this.entries.map((e) => e.slots),
      renumbering,
      false,
    )
    yield* writeLists(
      out,
      this.domains.map((d) => d.slots),
      renumbering,
      false,
    )
    writeColumn(out, this.advertiserOf, renumbering)
    writeColumn(out, this.domainOf, renumbering)
  }

  *load(input: SnapshotReader): Steps {
    const { advertisers, domains } = input.json<{
      advertisers: [string, string, number][]
      domains: string[]
    }>()
    const advertiserSlots = yield* readLists(input, false)
    const domainSlots = yield* readLists(input, false)
    this.entries = []
    this.byId = new Map()
    for (let i = 0; i < advertisers.length; i++) {
      const [id, name, liveAds] = advertisers[i]!
      const entry = this.entries[this.entryPlace(id, name)]!
      entry.slots = advertiserSlots[i]!
      entry.liveAds = liveAds
      if (i % 4_096 === 0) yield
    }
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
        nameWords: '',
        slots: new SlotList(false),
        liveAds: 0,
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
        .map((word) => ` ${word}`)
        .join('')
    }
    return place
  }
}

const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
