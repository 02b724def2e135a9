import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ad } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { renderWithApp } from '../../testing/component-render'
import { CreativeBreakdown } from './creative-breakdown'

function tagged(overrides: Partial<Ad> = {}): Ad {
  return {
    ...makeAd({ id: 'a1', running_days: 12 }),
    headline: 'Tired of slow <script>alert(1)</script> mornings?',
    body: 'Start your 7-day free trial today.',
    cta: 'Sign up',
    hook_text: 'Tired of slow <script>alert(1)</script> mornings?',
    tags: [
      { family: 'cta_types', value: 'sign-up', evidence: 'Sign up' },
      { family: 'hooks', value: 'question', evidence: 'Tired of slow <script>alert(1)</script> mornings?' },
      { family: 'offers', value: 'free-trial', evidence: '7-day free trial' },
    ],
    ...overrides,
  } as Ad
}

describe('the creative breakdown', () => {
  it('lists each tag by family, hooks first, with its evidence marked in the ad’s text', async () => {
    await renderWithApp(<CreativeBreakdown ad={tagged()} heading="h2" />)
    const section = screen.getByRole('region', { name: 'Creative breakdown' })
    expect(section.textContent).toContain('rules over the ad’s own words')
    const items = within(section).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Hook: Question',
      'Offer: Free trial',
      'Call to action: Sign up',
    ])
    const offer = items[1] as HTMLElement
    expect(offer.textContent).toBe('Offer: Free trialCopy: Start your 7-day free trial today.')
    expect(offer.querySelector('mark')?.textContent).toBe('7-day free trial')
    // The ad's words are shown as words: the markup in them is text, never applied.
    expect(section.querySelector('script')).toBeNull()
    expect(items[0]?.querySelector('mark')?.textContent).toBe(
      'Tired of slow <script>alert(1)</script> mornings?',
    )
  })

  it('links each tag to the search for it', async () => {
    await renderWithApp(<CreativeBreakdown ad={tagged()} heading="h2" />)
    expect(screen.getByRole('link', { name: 'Hook: Question' }).getAttribute('href')).toBe('/?hooks=question')
    expect(screen.getByRole('link', { name: 'Call to action: Sign up' }).getAttribute('href')).toBe(
      '/?cta_types=sign-up',
    )
  })

  it('shows nothing for an ad without tags (a service that does not tag)', async () => {
    await renderWithApp(<CreativeBreakdown ad={tagged({ tags: undefined })} heading="h2" />)
    expect(screen.queryByRole('region', { name: 'Creative breakdown' })).toBeNull()
  })
})
