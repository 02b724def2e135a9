import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdvertiserProfile } from '../../contract/stats'
import { MixSection } from './mix-section'

const profile: AdvertiserProfile = {
  id: 'meta_acme',
  name: 'Acme',
  domains: [],
  ads: 4,
  active: 2,
  first_started_at: null,
  last_started_at: null,
  platforms: [{ value: 'facebook', label: 'Facebook', count: 4 }],
  formats: [{ value: 'video', label: 'Video', count: 4 }],
  countries: [],
  languages: [],
  ctas: [],
  hooks: [
    { value: 'question', label: 'Question', count: 3 },
    { value: 'before-after', label: 'Before and after', count: 1 },
  ],
  offers: [{ value: 'free-trial', label: 'Free trial', count: 2 }],
  weeks: [],
  winners: [],
}

describe('the advertiser’s mix', () => {
  it('shows its hooks and offers beside the other mixes, each with its count', () => {
    render(<MixSection profile={profile} />)
    const hooks = screen.getByRole('table', { name: 'Hooks: ads with each value' })
    expect(within(hooks).getByRole('rowheader', { name: 'Question' })).toBeTruthy()
    expect(within(hooks).getByRole('row', { name: /Before and after/ }).textContent).toContain('1')
    const offers = screen.getByRole('table', { name: 'Offers: ads with each value' })
    expect(within(offers).getByRole('rowheader', { name: 'Free trial' })).toBeTruthy()
  })

  it('leaves them out for a service that does not tag', () => {
    const { hooks: _hooks, offers: _offers, ...untagged } = profile
    render(<MixSection profile={untagged} />)
    expect(screen.queryByRole('heading', { name: 'Hooks' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Platforms' })).toBeTruthy()
  })
})
