import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Board } from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { answerApi, json, problem, renderWithApp } from '../../testing/component-render'
import { SaveControl } from './save-control'

const board: Board = {
  id: 'b1',
  name: 'Summer ideas',
  visibility: 'private',
  owner: { id: 'p1', name: 'Mia Member' },
  manageable: true,
  count: 0,
  cover: null,
  share_url: null,
  share_notes: false,
  created_at: '2026-01-01T00:00:00.000Z',
  changed_at: '2026-01-01T00:00:00.000Z',
}

const savedAd = {
  data: {
    ad: makeAd({ id: 'a1' }),
    note: '',
    tags: [],
    saved_at: '2026-01-02T00:00:00.000Z',
    saved_by: { id: 'p1', name: 'Mia Member' },
    media: { state: 'kept', problem: null },
  },
}

/** The API as a member with one board sees it before saving: the ad is on no board. */
const notSavedYet = {
  'GET /boards': () => json({ data: [board] }),
  'POST /saved-ads/lookup': () => json({ data: [] }),
}

// jsdom has no popovers yet: the board menu is shown as any element is.
beforeAll(() => {
  HTMLElement.prototype.showPopover ??= () => {}
  HTMLElement.prototype.hidePopover ??= () => {}
})

const saveButton = () => screen.getByRole('button', { name: /^Save/ })

describe('the Save control', () => {
  it('saves to the board in one click and shows the ad saved', async () => {
    // As the server does: once saved, a look-up finds the ad on the board.
    let savedOn: string[] = []
    const calls = answerApi({
      ...notSavedYet,
      'POST /saved-ads/lookup': () =>
        json({ data: savedOn.length > 0 ? [{ ad_id: 'a1', board_ids: savedOn }] : [] }),
      'PUT /boards/b1/ads/a1': () => {
        savedOn = ['b1']
        return json(savedAd)
      },
    })
    const { user } = await renderWithApp(<SaveControl adId="a1" title="Plain headline" />)

    await user.click(await screen.findByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/boards/b1/ads/a1')).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows why when the server refuses, and the ad as not saved', async () => {
    answerApi({
      ...notSavedYet,
      'PUT /boards/b1/ads/a1': () => problem(403, 'Viewers may not save ads.'),
    })
    const { user } = await renderWithApp(<SaveControl adId="a1" title="Plain headline" />)

    await user.click(await screen.findByRole('button', { name: 'Save' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Not saved to Summer ideas: Viewers may not save ads.')
    expect(saveButton().getAttribute('aria-pressed')).toBe('false')
  })

  it('shows the ad saved again, and why, when taking it off a board is refused', async () => {
    let lookups = 0
    answerApi({
      'GET /boards': () => json({ data: [board] }),
      // Only the first look-up is answered: the ad shown saved again is the page putting back what
      // it showed, not a second look-up.
      'POST /saved-ads/lookup': () =>
        lookups++ === 0 ? json({ data: [{ ad_id: 'a1', board_ids: ['b1'] }] }) : new Promise(() => {}),
      'DELETE /boards/b1/ads/a1': () => problem(403, 'Viewers may not remove ads.'),
    })
    const { user } = await renderWithApp(<SaveControl adId="a1" title="Plain headline" />)

    await user.click(await screen.findByRole('button', { name: 'Saved', pressed: true }))
    // By its label: jsdom keeps a popover's content hidden from role queries.
    const box = await screen.findByLabelText<HTMLInputElement>('Summer ideas')
    expect(box.checked).toBe(true)
    await user.click(box)

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Not removed from Summer ideas: Viewers may not remove ads.')
    expect(saveButton().getAttribute('aria-pressed')).toBe('true')
    expect(box.checked).toBe(true)
  })

  it('shows nothing to a viewer, who may not save', async () => {
    answerApi(notSavedYet)
    await renderWithApp(
      <div>
        <p>Card</p>
        <SaveControl adId="a1" title="Plain headline" />
      </div>,
      {
        me: {
          person: {
            id: 'p2',
            name: 'Vic Viewer',
            email: 'vic@example.com',
            role: 'viewer',
            created_at: '2026-01-01T00:00:00.000Z',
          },
          access: 'private',
        },
      },
    )
    await screen.findByText('Card')
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull()
  })
})
