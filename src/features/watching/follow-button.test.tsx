import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerApi, json, problem, renderWithApp } from '../../testing/component-render'
import FollowButton from './follow-button'

const followed = {
  advertiser: { id: 'adv1', name: 'Acme' },
  followed_at: '2026-01-02T00:00:00.000Z',
  looked_at: '2026-01-02T00:00:00.000Z',
  active_ads: 3,
  new_ads: null,
}

describe('the Follow button', () => {
  it('shows the advertiser followed at once, and followed once the server has it', async () => {
    // As the server does: once followed, the list has the advertiser.
    let follows: (typeof followed)[] = []
    answerApi({
      'GET /follows': () => json({ data: follows }),
      'PUT /follows/adv1': () => {
        follows = [followed]
        return json({ data: followed })
      },
    })
    const { user } = await renderWithApp(<FollowButton advertiserId="adv1" name="Acme" />)

    await user.click(await screen.findByRole('button', { name: 'Follow Acme', pressed: false }))

    expect(await screen.findByRole('button', { name: 'Following Acme', pressed: true })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the advertiser followed again, and why, when unfollowing is refused', async () => {
    let lists = 0
    answerApi({
      // Only the first list is answered: followed again is the page putting back what it showed,
      // not a second answer from the server.
      'GET /follows': () => (lists++ === 0 ? json({ data: [followed] }) : new Promise(() => {})),
      'DELETE /follows/adv1': () => problem(403, 'Viewers may not follow.'),
    })
    const { user } = await renderWithApp(<FollowButton advertiserId="adv1" name="Acme" />)

    await user.click(await screen.findByRole('button', { name: 'Following Acme', pressed: true }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Still following: Viewers may not follow.')
    expect(screen.getByRole('button', { name: 'Following Acme' }).getAttribute('aria-pressed')).toBe('true')
  })
})
