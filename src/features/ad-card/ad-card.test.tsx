import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ad } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { answerApi, json, renderWithApp } from '../../testing/component-render'
import { AdCard } from './ad-card'

const SERVICE = 'https://ads.example.com/ads/a1'

/** An ad as the API sends it: links absolute, running days derived. */
function ad(overrides: Partial<Ad> = {}): Ad {
  return { ...makeAd({ id: 'a1', service_url: SERVICE, running_days: 34 }), ...overrides } as Ad
}

/** The card's Save control asks which boards there are and where the ad is saved. */
const boards = () =>
  answerApi({ 'GET /boards': () => json({ data: [] }), 'POST /saved-ads/lookup': () => json({ data: [] }) })

describe('the ad card', () => {
  it('shows who runs the ad, where, whether it runs and for how long, and its headline as the way in', async () => {
    boards()
    await renderWithApp(<AdCard ad={ad({ headline: 'Summer sale', platforms: ['facebook', 'tiktok'] })} />)
    const card = screen.getByRole('article', { name: 'Summer sale' })
    expect(within(card).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe(
      '/advertisers/meta_pg_acme',
    )
    expect(within(card).getByRole('link', { name: 'Summer sale' }).getAttribute('href')).toBe('/ads/a1')
    expect(card.textContent).toContain('Active·34 days')
    expect(within(card).getByRole('img', { name: 'Creative of Summer sale' })).toBeTruthy()
    expect(within(card).getByRole('list', { name: 'Platforms' }).textContent).toMatch(/Facebook.*TikTok/)
  })

  it('keeps Details, Open ad, Copy link and Download in its menu, which Esc closes back onto its button', async () => {
    boards()
    const { user } = await renderWithApp(<AdCard ad={ad({ headline: 'Summer sale' })} />)
    const more = screen.getByRole('button', { name: 'More actions for Summer sale' })
    expect(screen.queryByRole('link', { name: 'Details' })).toBeNull()

    await user.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/ads/a1')
    expect(screen.getByRole('link', { name: /Open ad|View on/ }).getAttribute('href')).toBe(SERVICE)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /^Download image/ }).getAttribute('href')).toBe(
      'https://acme.com/a.png',
    )

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('link', { name: 'Details' })).toBeNull()
    expect(document.activeElement).toBe(more)
  })

  it('sets the words of an ad without media as its creative, and says why there is no picture', async () => {
    boards()
    const none = { image: null, video: null, thumbnail: '', video_duration: 0 } as const
    const { unmount } = await renderWithApp(
      <AdCard ad={ad({ headline: 'Words only', body: 'Read me', media: none, format: 'image' })} />,
    )
    const card = screen.getByRole('article', { name: 'Words only' })
    expect(within(card).queryByRole('img', { name: /^Creative of/ })).toBeNull()
    expect(card.textContent).toContain('Read me')
    expect(card.textContent).toContain('Text only')
    // No "Image" label for an ad that has none.
    expect(card.textContent).not.toContain('Image')
    unmount()

    await renderWithApp(<AdCard ad={ad({ headline: 'Gone', media: { ...none, removed: true } })} />)
    expect(screen.getByRole('article', { name: 'Gone' }).textContent).toContain('Media removed at the source')
  })

  it('says the start date is unknown rather than counting days from when the index found the ad', async () => {
    boards()
    await renderWithApp(
      <AdCard ad={ad({ headline: 'Undated', running_days: 0, unknown_fields: ['started_at'] })} />,
    )
    const card = screen.getByRole('article', { name: 'Undated' })
    expect(card.textContent).toContain('start date unknown')
    expect(card.textContent).not.toContain('0 days')
  })

  it("renders the ad's own text as text and leaves out links that are not http(s)", async () => {
    boards()
    const { user } = await renderWithApp(
      <AdCard ad={ad({ headline: '<img src=x onerror=alert(1)>', service_url: 'javascript:alert(1)' })} />,
    )
    const card = screen.getByRole('article', { name: '<img src=x onerror=alert(1)>' })
    expect(card.querySelector('img[src="x"]')).toBeNull()
    await user.click(screen.getByRole('button', { name: /^More actions/ }))
    expect(screen.queryByRole('link', { name: /Open ad|View on/ })).toBeNull()
  })

  it('shows how the ad opens: the hook’s kind, and a video’s first words when the headline does not say them', async () => {
    boards()
    const tags = [{ family: 'hooks', value: 'question', evidence: 'Still paying full price?' }] as const
    const { unmount } = await renderWithApp(
      <AdCard ad={ad({ headline: 'Summer sale', hook_text: 'Still paying full price?', tags: [...tags] })} />,
    )
    const card = screen.getByRole('article', { name: 'Summer sale' })
    expect(within(card).getByRole('list', { name: 'Creative tags' }).textContent).toBe('Hook: Question')
    expect(card.textContent).toContain('Opens with: “Still paying full price?”')
    unmount()

    boards()
    await renderWithApp(<AdCard ad={ad({ headline: 'Summer sale', hook_text: 'Summer sale', tags: [] })} />)
    expect(screen.getByRole('article', { name: 'Summer sale' }).textContent).not.toContain('Opens with')
  })
})
