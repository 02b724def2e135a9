import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FacetValue } from '../../contract/facets'
import type { AdSearch } from '../../search/search-state'
import { answerApi, json, renderWithApp } from '../../testing/component-render'
import { FilterPanel } from './filter-panel'

const values: Record<string, FacetValue[]> = {
  platforms: [
    { value: 'facebook', label: 'Facebook', count: 1200 },
    { value: 'tiktok', label: 'TikTok', count: 40 },
    { value: 'threads', label: 'Threads', count: 0 },
  ],
  formats: [
    { value: 'video', label: 'Video', count: 900 },
    { value: 'image', label: 'Image', count: 340 },
  ],
  niches: [],
  countries: [{ value: 'DE', label: 'Germany', count: 1240 }],
  languages: [{ value: 'de', label: 'German', count: 1240 }],
  hooks: [
    { value: 'question', label: 'Question', count: 310 },
    { value: 'before-after', label: 'Before and after', count: 12 },
    { value: 'curiosity', label: 'Curiosity', count: 0 },
  ],
  offers: [{ value: 'free-trial', label: 'Free trial', count: 75 }],
  // The facet's path segment; the filter and the URL say cta_types.
  'cta-types': [{ value: 'sign-up', label: 'Sign up', count: 64 }],
}

/** Every facet the panel asks for, answered with the counts above under any search. */
function facets() {
  return answerApi(
    Object.fromEntries(
      Object.entries(values).map(([facet, data]) => [`GET /facets/${facet}`, () => json({ facet, data })]),
    ),
  )
}

async function renderPanel(search: AdSearch = {}) {
  const onChange = vi.fn()
  const rendered = await renderWithApp(<FilterPanel search={search} scope="all" onChange={onChange} />)
  return { ...rendered, onChange }
}

describe('the filter panel', () => {
  it('starts with the advertiser, then the facets with their live counts', async () => {
    facets()
    await renderPanel()
    const platforms = await screen.findByRole('group', { name: 'Platforms' })
    const facebook = await within(platforms).findByRole('checkbox', { name: 'Facebook' })
    expect(facebook.getAttribute('aria-describedby')).toBeTruthy()
    expect(platforms.textContent).toContain('1,200')
    const advertiser = await screen.findByRole('combobox', { name: 'Advertiser' })
    // The advertiser box comes before every facet in the page's order.
    expect(advertiser.compareDocumentPosition(facebook) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('keeps values no matching ad has behind "Show all"', async () => {
    facets()
    const { user } = await renderPanel()
    const platforms = await screen.findByRole('group', { name: 'Platforms' })
    await within(platforms).findByRole('checkbox', { name: 'Facebook' })
    expect(within(platforms).queryByRole('checkbox', { name: 'Threads' })).toBeNull()
    await user.click(await within(platforms).findByRole('button', { name: 'Show all (1 more)' }))
    expect(within(platforms).getByRole('checkbox', { name: 'Threads' })).toBeTruthy()
  })

  it('ticking a value asks for the search with it, and a ticked value shows ticked', async () => {
    facets()
    const { user, onChange, unmount } = await renderPanel()
    const formats = await screen.findByRole('group', { name: 'Format' })
    await user.click(await within(formats).findByRole('checkbox', { name: 'Video' }))
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ formats: ['video'] }))
    unmount()

    facets()
    await renderPanel({ formats: ['video'] })
    const ticked = await screen.findByRole('group', { name: 'Format' })
    expect(
      ((await within(ticked).findByRole('checkbox', { name: 'Video' })) as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('has the creative breakdown: hook, offer and call to action, each with its counts', async () => {
    facets()
    const { user, onChange } = await renderPanel({ offers: ['free-trial'] })
    const hooks = await screen.findByRole('group', { name: 'Hook' })
    await within(hooks).findByRole('checkbox', { name: 'Before and after' })
    expect(hooks.textContent).toContain('310')
    // A hook no matching ad opens with waits behind "Show all", like any value.
    expect(within(hooks).queryByRole('checkbox', { name: 'Curiosity' })).toBeNull()
    const offers = await screen.findByRole('group', { name: 'Offer' })
    expect(
      ((await within(offers).findByRole('checkbox', { name: 'Free trial' })) as HTMLInputElement).checked,
    ).toBe(true)
    const ctas = await screen.findByRole('group', { name: 'Call to action' })
    expect(await within(ctas).findByRole('checkbox', { name: 'Sign up' })).toBeTruthy()
    await user.click(within(hooks).getByRole('checkbox', { name: 'Question' }))
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ hooks: ['question'], offers: ['free-trial'] }),
    )
  })
})
