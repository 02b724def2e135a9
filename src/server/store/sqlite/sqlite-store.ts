import Database from 'better-sqlite3'
import { AD_FACETS, type AdFacetName, type FacetName } from '../../../contract/enums'
import type { FacetValue } from '../../../contract/facets'
import { foldText } from '../../../contract/keywords'
import type {
  AdPage,
  AdStore,
  Catalogue,
  FacetRequest,
  PageRequest,
  StoredAd,
  UpsertResult,
} from '../ad-store'
import { catalogueFacet, EMPTY_CATALOGUE } from '../catalogue-facets'
import { adFacetLabel } from '../facet-labels'
import { runningDays } from '../memory-index/ad-dates'
import { SearchIndex } from '../memory-index/search-index'
import { createSchema } from './schema'

export interface SqliteStoreOptions {
  /** Path of the database file, or ':memory:'. */
  file: string
  now?: () => number
}

/**
 * The embedded store: ads persist in SQLite; searches run in an in-memory index built from it on
 * first use (so `seed` and `import` never pay for it) and kept current by every write after that.
 */
export function openSqliteStore(options: SqliteStoreOptions): AdStore {
  const db = new Database(options.file)
  createSchema(db)
  const now = options.now ?? Date.now
  const sql = {
    byDoc: db.prepare<[number], { json: string }>('SELECT json FROM ads WHERE doc = ?'),
    byId: db.prepare<[string], { doc: number; json: string }>('SELECT doc, json FROM ads WHERE id = ?'),
    all: db.prepare('SELECT doc, json FROM ads ORDER BY doc'),
    count: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM ads'),
    insert: db.prepare<[string, string]>('INSERT INTO ads (id, json) VALUES (?, ?)'),
    insertNew: db.prepare<[string, string]>(
      'INSERT INTO ads (id, json) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
    ),
    remove: db.prepare<[number]>('DELETE FROM ads WHERE doc = ?'),
    insertText: db.prepare<[number, string, string, string, string]>(
      'INSERT INTO ads_text (rowid, headline, body, transcript, advertiser) VALUES (?, ?, ?, ?, ?)',
    ),
    removeText: db.prepare<[number]>('DELETE FROM ads_text WHERE rowid = ?'),
    phrase: db.prepare<[string], number>('SELECT rowid FROM ads_text WHERE ads_text MATCH ?').pluck(),
    catalogue: db.prepare<[], { json: string }>('SELECT json FROM catalogue WHERE id = 1'),
    saveCatalogue: db.prepare<[string]>('INSERT OR REPLACE INTO catalogue (id, json) VALUES (1, ?)'),
  }

  let index: SearchIndex | null = null
  let catalogue: Catalogue | null = null

  function searchIndex(): SearchIndex {
    if (index) return index
    // Words reach FTS5 already split by our tokenizer, so quoting them as one phrase is safe.
    const built = new SearchIndex((words) => sql.phrase.all(`"${words.join(' ')}"`))
    for (const [doc, json] of sql.all.raw().iterate() as Iterable<[number, string]>)
      built.add(doc, JSON.parse(json))
    index = built
    return built
  }

  /** Ads are stored without running_days, which depends on the day they are read. */
  function hydrate(json: string, at: number): StoredAd {
    const ad = JSON.parse(json) as StoredAd
    ad.running_days = runningDays(ad.started_at, ad.ended_at, at)
    return ad
  }

  const write = db.transaction((ads: readonly StoredAd[]) => {
    const result: UpsertResult = { inserted: 0, updated: 0, unchanged: 0 }
    const changes: { removed?: { doc: number; ad: StoredAd }; added: { doc: number; ad: StoredAd } }[] = []
    for (const ad of ads) {
      const json = JSON.stringify({ ...ad, running_days: 0 })
      // Most writes are new ads (seeding, imports): try the insert first and look up only on conflict.
      const inserted = sql.insertNew.run(ad.id, json)
      let added: { doc: number; ad: StoredAd }
      let removed: { doc: number; ad: StoredAd } | undefined
      if (inserted.changes === 1) {
        added = { doc: Number(inserted.lastInsertRowid), ad }
        result.inserted++
      } else {
        const existing = sql.byId.get(ad.id)!
        if (existing.json === json) {
          result.unchanged++
          continue
        }
        sql.remove.run(existing.doc)
        sql.removeText.run(existing.doc)
        removed = { doc: existing.doc, ad: JSON.parse(existing.json) }
        added = { doc: Number(sql.insert.run(ad.id, json).lastInsertRowid), ad }
        result.updated++
      }
      sql.insertText.run(added.doc, ad.headline, ad.body, ad.transcript, ad.advertiser.name)
      changes.push({ removed, added })
    }
    return { result, changes }
  })

  return {
    async warmUp(): Promise<void> {
      searchIndex()
    },

    async search(request: PageRequest): Promise<AdPage> {
      const page = searchIndex().page(request.filters, request.sort, request.limit, request.after, now())
      const ads = page.docs.map((doc) => hydrate(sql.byDoc.get(doc)!.json, page.now))
      return { ads, total: page.total, next: page.next }
    },

    async facet(name: FacetName, request: FacetRequest): Promise<FacetValue[]> {
      const values = (AD_FACETS as readonly string[]).includes(name)
        ? searchIndex()
            .facetCounts(name as AdFacetName, request.filters, now())
            .map(({ value, count }) => ({ value, label: adFacetLabel(name as AdFacetName, value), count }))
        : catalogueFacet(loadCatalogue(), name as Exclude<FacetName, AdFacetName>)
      const wanted = request.search ? foldText(request.search.trim()) : ''
      return values
        .filter(
          (v) => wanted === '' || foldText(v.value).includes(wanted) || foldText(v.label).includes(wanted),
        )
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    },

    async getAd(id: string): Promise<StoredAd | null> {
      const row = sql.byId.get(id)
      return row ? hydrate(row.json, now()) : null
    },

    async lookup(query: string, limit: number) {
      return searchIndex().advertisers.lookup(query, limit)
    },

    async upsert(ads: readonly StoredAd[]): Promise<UpsertResult> {
      const { result, changes } = write(ads)
      if (index) {
        for (const { removed, added } of changes) {
          if (removed) index.remove(removed.doc, removed.ad)
          index.add(added.doc, added.ad)
        }
      }
      return result
    },

    async replaceCatalogue(next: Catalogue): Promise<void> {
      sql.saveCatalogue.run(JSON.stringify(next))
      catalogue = next
    },

    async count(): Promise<number> {
      return sql.count.get()!.n
    },

    async close(): Promise<void> {
      db.close()
    },
  }

  function loadCatalogue(): Catalogue {
    if (!catalogue) {
      const row = sql.catalogue.get()
      catalogue = row ? (JSON.parse(row.json) as Catalogue) : EMPTY_CATALOGUE
    }
    return catalogue
  }
}
