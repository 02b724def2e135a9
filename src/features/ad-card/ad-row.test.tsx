import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ad } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { answerApi, json, renderWithApp } from '../../testing/component-render'
import { AdRow } from './ad-row'

/** A video whose transcript opens with other words than its headline, tagged as our store tags it. */
function video(overrides: Partial<Ad> = {}): Ad {
  return {
    ...makeAd({ id: 'a1', running_days: 12 }),
    headline: 'New in: language courses',
    hook_text: 'POV: you finally found <b>one</b> that works.',
    tags: [
      { family: 'hooks', value: 'call-out', evidence: 'POV:' },
      { family: 'offers', value: 'free-trial', evidence: '7-day free trial' },
      { family: 'cta_types', value: 'sign-up', evidence: 'Sign up' },
    ],
    ...overrides,
  } as Ad
}

const boards = () =>
  answerApi({ 'GET /boards': () => json({ data: [] }), 'POST /saved-ads/lookup': () => json({ data: [] }) })

describe('the list row', () => {
  it('shows the hook’s kind and opening words as text, and the offer as a chip', async () => {
    boards()
    await renderWithApp(<AdRow ad={video()} />)
    const row = screen.getByRole('article', { name: 'New in: language courses' })
    // The ad's words stay words: markup in them is shown, never applied.
    expect(row.textContent).toContain('“POV: you finally found <b>one</b> that works.”')
    expect(row.querySelector('b')).toBeNull()
    const chips = within(row)
      .getAllByRole('list', { name: 'Creative tags' })
      .map((list) => list.textContent)
    expect(chips).toEqual(['Hook: Call-out', 'Offer: Free trial'])
  })

  it('does not repeat a hook the headline already says', async () => {
    boards()
    await renderWithApp(<AdRow ad={video({ hook_text: 'New in: language courses' })} />)
    const row = screen.getByRole('article', { name: 'New in: language courses' })
    expect(row.textContent).not.toContain('“')
    expect(within(row).getAllByRole('list', { name: 'Creative tags' })[0]?.textContent).toBe('Hook: Call-out')
  })
})
