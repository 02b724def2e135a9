import { describe, expect, it } from 'vitest'
import type { AdList } from '../src/contract/ad'
import type { FacetList } from '../src/contract/facets'
import type { Body } from './api-client'
import { type IndexSample, indexMix, type SampleSource, SHAPES, sampleIndex } from './index-mix'
import { seededRandom } from './stats'

const sample: IndexSample = {
  common: ['the', 'free', 'shop', 'new'],
  rare: ['zebrawood', 'quokka', 'marzipan'],
  values: {
    platforms: ['facebook', 'tiktok'],
    formats: ['video', 'image'],
    countries: ['US', 'DE', 'FR'],
    niches: ['fashion', 'apps'],
    languages: ['en', 'de'],
  },
}

const draw = (seed: number, count: number) => {
  const next = indexMix(seededRandom(seed), sample)
  return Array.from({ length: count }, next)
}

describe('the engines benchmark mix', () => {
  it('replays the same searches from the same seed, and others from another', () => {
    expect(draw(7, 200)).toEqual(draw(7, 200))
    expect(draw(8, 200)).not.toEqual(draw(7, 200))
  })

  it('draws every shape, each with the words and filters its name says', () => {
    const drawn = draw(7, 200)
    const shapes = new Set(drawn.map((d) => d.shape))
    expect([...shapes].sort()).toEqual([...SHAPES].sort())
    const words = [...sample.common, ...sample.rare]
    for (const { shape, body } of drawn) {
      const query = typeof body.query === 'string' ? body.query.split(' ') : []
      for (const word of query) expect(words).toContain(word)
      if (shape === 'filters alone') expect(body.query).toBeUndefined()
      if (shape === 'one common word') expect(sample.common).toContain(body.query)
      if (shape === 'one rare word') expect(sample.rare).toContain(body.query)
      if (shape === 'two common words') {
        expect(query).toHaveLength(2)
        expect(query[0]).not.toBe(query[1])
        for (const word of query) expect(sample.common).toContain(word)
      }
      if (shape === 'word under format')
        expect(sample.values.formats).toEqual(expect.arrayContaining(body.formats as string[]))
      if (shape === 'word under country')
        expect(sample.values.countries).toEqual(expect.arrayContaining(body.countries as string[]))
      if (shape === 'word under niche')
        expect(sample.values.niches).toEqual(expect.arrayContaining(body.niches as string[]))
      if (shape === 'word under running days') {
        expect(body.min_running_days).toBeGreaterThanOrEqual(1)
        expect(body.min_running_days).toBeLessThanOrEqual(365)
      }
      expect(body.sort).toBeDefined()
      if (!body.query) expect(body.sort).not.toBe('most_relevant')
    }
  })
})

describe('the sample of the index', () => {
  // A server of three ads a day over a thousand days: "sale" in all of them, each ad with one word of its own.
  const firstDay = Date.UTC(2026, 0, 1)
  const LETTERS = 'abcdefghij'
  const lettersOf = (n: number) => [...String(n).padStart(3, '0')].map((d) => LETTERS[Number(d)]).join('')
  const adOn = (day: string, n: number) => ({
    started_at: `${day}T10:00:00Z`,
    headline: `Sale ${day} word${lettersOf((Date.parse(day) - firstDay) / 86_400_000)}${LETTERS[n]}`,
    body: 'summer sale',
    transcript: '',
  })
  const server = (): SampleSource & { asked: Body[] } => {
    const asked: Body[] = []
    return {
      asked,
      async search(body) {
        asked.push(body)
        const day =
          (body.started_after as string | undefined) ??
          new Date(firstDay + (body.sort === 'newest' ? 999 : 0) * 86_400_000).toISOString().slice(0, 10)
        return { data: [0, 1, 2].map((n) => adOn(day, n)) } as unknown as AdList
      },
      async facet(facet) {
        return { facet, data: [{ value: `${facet}-one`, label: '', count: 3 }] } as FacetList
      },
    }
  }

  it('finds common and rare words in the ads, and takes the values from the facets', async () => {
    const found = await sampleIndex(server(), seededRandom(3))
    expect(found.common).toEqual(['sale', 'summer'])
    expect(found.rare.length).toBeGreaterThan(0)
    for (const word of found.rare) expect(word).toMatch(/^word[a-j]{4}$/)
    expect(found.values.platforms).toEqual(['platforms-one'])
    expect(found.values.niches).toEqual(['niches-one'])
  })

  it('reads the same days, so finds the same words, from the same seed', async () => {
    const one = server()
    const two = server()
    expect(await sampleIndex(one, seededRandom(3))).toEqual(await sampleIndex(two, seededRandom(3)))
    expect(one.asked).toEqual(two.asked)
    const days = one.asked.flatMap((body) => (body.started_after ? [body.started_after as string] : []))
    for (const day of days) expect(day >= '2026-01-01' && day <= '2028-09-26').toBe(true)
  })
})
