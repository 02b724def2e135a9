import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { SavedSearch } from '../../contract/watching'
import { answerApi, json, renderWithApp } from '../../testing/component-render'
import { rememberSearch } from './recent-searches'
import { SearchBox, TYPING_PAUSE_MS } from './search-box'
import { useAdSearch } from './use-search'

const glow: AdvertiserMatch = {
  id: 'meta_glow',
  name: 'Glow Beauty Co',
  ads_count: 1234,
  domains: ['glowbeauty.com'],
}
const glowing: AdvertiserMatch = { id: 'meta_glowing', name: 'Glowing Skin', ads_count: 1, domains: [] }

const summerSale: SavedSearch = {
  id: 's1',
  name: 'Summer sale',
  search: { query: 'summer sale' },
  created_at: '2026-01-01T00:00:00.000Z',
  looked_at: '2026-01-02T00:00:00.000Z',
  total: 40,
  new_count: 3,
}

/** The API the box asks: brands by name prefix, and the person's saved searches. */
function answerLookups() {
  return answerApi({
    'GET /lookup': ({ query }) =>
      json({ data: query.get('q')?.toLowerCase().startsWith('glow') ? [glow, glowing] : [] }),
    'GET /saved-searches': () => json({ data: [summerSale] }),
  })
}

/** The box as the search screen wires it: its keywords are the URL's `q`. */
function KeywordsOnPage() {
  const { search, setSearch } = useAdSearch()
  return (
    <SearchBox
      value={search.q ?? ''}
      onSearch={(q, push) => setSearch({ ...search, q: q || undefined }, { replace: !push })}
    />
  )
}

const keywords = () => screen.getByRole('combobox', { name: 'Keywords' })

afterEach(() => {
  vi.useRealTimers()
})

describe('the keyword box suggestions', () => {
  it('suggests advertisers with their ad counts as you type a brand', async () => {
    const calls = answerLookups()
    const { user } = await renderWithApp(<KeywordsOnPage />)

    await user.type(keywords(), 'glow')

    const brands = await screen.findByRole('group', { name: 'Advertisers' })
    const options = within(brands).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'GB Glow Beauty Co glowbeauty.com 1,234 ads',
      'GS Glowing Skin 1 ad',
    ])
    expect(keywords().getAttribute('aria-expanded')).toBe('true')
    expect(
      calls
        .filter((call) => call.path === '/lookup')
        .at(-1)
        ?.query.get('q'),
    ).toBe('glow')
  })

  it('opens the advertiser picked with the arrow keys and Enter', async () => {
    answerLookups()
    const { user, router } = await renderWithApp(<KeywordsOnPage />)

    await user.type(keywords(), 'glow')
    await screen.findByRole('option', { name: /Glow Beauty Co/ })
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    const first = screen.getByRole('option', { name: /Glow Beauty Co/ })
    expect(first.getAttribute('aria-selected')).toBe('true')
    expect(keywords().getAttribute('aria-activedescendant')).toBe(first.id)
    await user.keyboard('{Enter}')

    await waitFor(() => expect(router.state.location.pathname).toBe('/advertisers/meta_glow'))
    expect(keywords().getAttribute('aria-expanded')).toBe('false')
  })

  it('filters by a landing domain picked from the list', async () => {
    answerLookups()
    const { user, router } = await renderWithApp(<KeywordsOnPage />)

    await user.type(keywords(), 'glowb')
    const domains = await screen.findByRole('group', { name: 'Landing domains' })
    await user.click(within(domains).getByRole('option', { name: 'glowbeauty.com Filter by domain' }))

    await waitFor(() => expect(router.state.location.search).toEqual({ domain: 'glowbeauty.com' }))
    expect((keywords() as HTMLInputElement).value).toBe('')
  })

  it('closes on Esc, and a second Esc clears the box', async () => {
    answerLookups()
    const { user } = await renderWithApp(<KeywordsOnPage />)

    await user.type(keywords(), 'glow')
    await screen.findByRole('option', { name: /Glow Beauty Co/ })
    await user.keyboard('{Escape}')

    expect(keywords().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('option')).toBeNull()
    expect((keywords() as HTMLInputElement).value).toBe('glow')
    await user.keyboard('{Escape}')
    expect((keywords() as HTMLInputElement).value).toBe('')
  })

  it('offers recent and saved searches in an empty box, and searches the one picked', async () => {
    answerLookups()
    rememberSearch('running shoes')
    rememberSearch('summer dresses')
    const { user, router } = await renderWithApp(<KeywordsOnPage />)

    await user.click(keywords())

    const recent = await screen.findByRole('group', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['summer dresses', 'running shoes'])
    const saved = await screen.findByRole('group', { name: 'Saved searches' })
    expect(within(saved).getByRole('option').textContent).toBe('Summer sale 3 new')
    await user.keyboard('{ArrowDown}{Enter}')

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'summer dresses' }))
    expect((keywords() as HTMLInputElement).value).toBe('summer dresses')
  })

  it('keeps a search as recent once you press Enter, and offers it when the words match', async () => {
    answerLookups()
    const { user } = await renderWithApp(<KeywordsOnPage />)

    await user.type(keywords(), 'red running shoes{Enter}')
    await user.clear(keywords())
    await user.type(keywords(), 'running')

    const recent = await screen.findByRole('group', { name: 'Recent searches' })
    expect(within(recent).getByRole('option').textContent).toBe('red running shoes')
  })
})

describe('the keyword box search', () => {
  it('searches the typed words at once on Enter when nothing is highlighted', async () => {
    answerLookups()
    const onSearch = vi.fn()
    await renderWithApp(<SearchBox value="" onSearch={onSearch} />)
    // No waits between keys: the keys are handled before any timer could run.
    const user = userEvent.setup({ delay: null })

    await user.type(keywords(), 'shoes')
    expect(onSearch).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('shoes', true)
  })

  it(`searches after a pause in typing of ${TYPING_PAUSE_MS} ms, at most 200`, async () => {
    answerLookups()
    const onSearch = vi.fn()
    await renderWithApp(<SearchBox value="" onSearch={onSearch} />)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    fireEvent.change(keywords(), { target: { value: 'boots' } })
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('boots', true)
    expect(TYPING_PAUSE_MS).toBeLessThanOrEqual(200)
  })

  it('starts loading the results of the typed words before the search pause ends', async () => {
    answerLookups()
    const onSearch = vi.fn()
    const onPrefetch = vi.fn()
    await renderWithApp(<SearchBox value="" onSearch={onSearch} onPrefetch={onPrefetch} />)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    fireEvent.change(keywords(), { target: { value: 'boo' } })
    act(() => vi.advanceTimersByTime(50))
    fireEvent.change(keywords(), { target: { value: 'boots' } })
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1))

    // Only the words typed last, and before the search itself.
    expect(onPrefetch).toHaveBeenCalledExactlyOnceWith('boots')
    expect(onSearch).not.toHaveBeenCalled()
  })
})
