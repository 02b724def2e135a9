import { describe, expect, it } from 'vitest'
import { FILTER_NAMES, FILTERS, type FilterName } from '../contract/filters'
import { SearchBody } from '../contract/search-params'
import { listRequest, searchBody, searchQueryString } from './search-request'
import { type FilterValue, readSearch, readSearchString, writeSearchString } from './search-state'

/** Each filter as a person might type it into the URL, and the value the app means by it. */
const SAMPLES: { [K in FilterName]: { typed: string; url: string; value: FilterValue<K> } } = {
  query: { typed: ' red shoes ', url: 'red%20shoes', value: 'red shoes' },
  platforms: { typed: 'TikTok,facebook', url: 'facebook,tiktok', value: ['facebook', 'tiktok'] },
  formats: { typed: 'video,image,video', url: 'image,video', value: ['image', 'video'] },
  niches: { typed: 'Fashion', url: 'fashion', value: ['fashion'] },
  countries: { typed: 'us,de', url: 'DE,US', value: ['DE', 'US'] },
  languages: { typed: 'EN', url: 'en', value: ['en'] },
  hooks: { typed: 'Question,how-to', url: 'how-to,question', value: ['how-to', 'question'] },
  offers: { typed: 'free-trial', url: 'free-trial', value: ['free-trial'] },
  cta_types: { typed: 'SHOP', url: 'shop', value: ['shop'] },
  active: { typed: 'false', url: 'false', value: false },
  min_running_days: { typed: '30', url: '30', value: 30 },
  domain: { typed: 'https://www.Shop.com/sale', url: 'shop.com', value: 'shop.com' },
  advertiser_id: { typed: 'meta_pg_7', url: 'meta_pg_7', value: 'meta_pg_7' },
  first_seen_after: {
    typed: '2026-11-23T10:30+01:00',
    url: '2026-11-23T09:30:00.000Z',
    value: '2026-11-23T09:30:00.000Z',
  },
  started_after: { typed: ' 2026-03-01 ', url: '2026-03-01', value: '2026-03-01' },
  started_before: { typed: '2026-03-31', url: '2026-03-31', value: '2026-03-31' },
}

const fromUrl = (url: string) => readSearch(readSearchString(url))

describe('every filter of the table', () => {
  it.each(FILTER_NAMES)('%s goes from the URL into the request body under its API name', (name) => {
    const { url } = FILTERS[name]
    const sample = SAMPLES[name]
    const { search, dropped } = fromUrl(`?${url}=${encodeURIComponent(sample.typed)}`)
    expect(dropped).toEqual([])
    expect(writeSearchString(search)).toBe(`?${url}=${sample.url}`)
    const body = searchBody(search, 'all')
    expect(body).toEqual({ [name]: sample.value, sort: name === 'query' ? 'most_relevant' : 'newest' })
    // What the app sends is what the API accepts, unchanged.
    expect(SearchBody.parse(body)).toEqual(body)
  })

  it('all at once: one URL in the table order, one body with every filter', () => {
    const typed = FILTER_NAMES.map(
      (name) => `${FILTERS[name].url}=${encodeURIComponent(SAMPLES[name].typed)}`,
    )
    const { search } = fromUrl(`?sort=oldest&${typed.reverse().join('&')}`)
    expect(writeSearchString(search)).toBe(
      '?q=red%20shoes&platforms=facebook,tiktok&formats=image,video&niches=fashion&countries=DE,US' +
        '&languages=en&hooks=how-to,question&offers=free-trial&cta_types=shop&active=false&min_days=30&domain=shop.com&advertiser=meta_pg_7' +
        '&new_since=2026-11-23T09:30:00.000Z&from=2026-03-01&to=2026-03-31&sort=oldest',
    )
    expect(searchBody(search, 'all')).toEqual({
      ...Object.fromEntries(FILTER_NAMES.map((name) => [name, SAMPLES[name].value])),
      sort: 'oldest',
    })
  })
})

describe('searchBody', () => {
  it('leaves out the platforms on TikTok, whose list fixes the platform itself', () => {
    const body = searchBody({ platforms: ['facebook'], formats: ['video'] }, 'tiktok')
    expect(body).toEqual({ formats: ['video'], sort: 'newest' })
  })

  it('leaves out what filters nothing, and sorts by relevance only with keywords', () => {
    expect(searchBody({ q: '', min_days: 0, platforms: [], sort: 'most_relevant' }, 'all')).toEqual({
      sort: 'newest',
    })
    expect(searchBody({ q: 'tea' }, 'all')).toEqual({ query: 'tea', sort: 'most_relevant' })
  })

  it('writes the same parameters as a query string with lists comma-separated', () => {
    const body = searchBody({ countries: ['DE', 'US'], active: true }, 'all')
    expect(searchQueryString(body, { limit: '5' })).toBe('countries=DE,US&active=true&sort=newest&limit=5')
  })
})

describe('searchQueryString', () => {
  it('writes spaces as %20, escapes what would break the query, and leaves out empty lists', () => {
    expect(
      searchQueryString({ query: 'running shoes & more', domain: 'a+b.com', countries: [], niches: ['x,y'] }),
    ).toBe('query=running%20shoes%20%26%20more&domain=a%2Bb.com&niches=x%2Cy')
  })
})

describe('listRequest', () => {
  it("asks TikTok's list by GET with a query string, never with a body", () => {
    expect(listRequest('tiktok', { query: 'shoes', countries: ['DE', 'US'], limit: 30 })).toEqual({
      method: 'GET',
      path: '/tiktok/ads?query=shoes&countries=DE,US&limit=30',
    })
  })

  it('asks every other list by POST /ads/query with the parameters as the body', () => {
    const params = { query: 'shoes', platforms: ['tiktok' as const], limit: 30 }
    expect(listRequest('all', params)).toEqual({ method: 'POST', path: '/ads/query', body: params })
  })
})
