import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Board } from '../../contract/boards'
import { answerApi, json, problem, renderWithApp } from '../../testing/component-render'
import { boardQueryOptions } from './board-queries'
import { ShareLink } from './share-link'

const BOARD: Board = {
  id: 'b1',
  name: 'Spring launches',
  visibility: 'private',
  owner: { id: 'p1', name: 'Mia Member' },
  manageable: true,
  count: 3,
  cover: null,
  share_url: null,
  share_notes: false,
  created_at: '2026-01-01T00:00:00.000Z',
  changed_at: '2026-01-01T00:00:00.000Z',
}
const LINK = 'http://localhost/shared/boards/tok1'

/** The board's page reads the board from its query, as the link control's writes update it. */
function BoardShareLink() {
  const board = useQuery(boardQueryOptions('b1'))
  return board.data ? <ShareLink board={board.data} /> : null
}

describe('the link for anyone', () => {
  it('is made once however often the button is pressed while the server answers', async () => {
    // As the server does: once made, the board has its link.
    let board = BOARD
    let answer: (response: Response) => void = () => {}
    const calls = answerApi({
      'GET /boards/b1': () => json(board),
      'GET /boards': () => json({ data: [board] }),
      'POST /boards/b1/share': () => new Promise((resolve) => (answer = resolve)),
    })
    const { user } = await renderWithApp(<BoardShareLink />)
    const make = await screen.findByRole('button', { name: 'Make a link for anyone' })

    await user.click(make)
    await user.click(make)
    expect(make.getAttribute('aria-disabled')).toBe('true')
    board = { ...BOARD, share_url: LINK }
    answer(json(board))

    expect(
      ((await screen.findByRole('textbox', { name: 'Link for anyone' })) as HTMLInputElement).value,
    ).toBe(LINK)
    expect(calls.filter((call) => call.path === '/boards/b1/share')).toHaveLength(1)
  })

  it('ticks the notes at once and unticks them, saying why, when the server refuses', async () => {
    let answer: (response: Response) => void = () => {}
    answerApi({
      'GET /boards/b1': () => json({ ...BOARD, share_url: LINK }),
      'GET /boards': () => json({ data: [BOARD] }),
      'PATCH /boards/b1/share': () => new Promise((resolve) => (answer = resolve)),
    })
    const { user } = await renderWithApp(<BoardShareLink />)
    const notes = await screen.findByRole('checkbox', { name: 'Show the notes on the link' })

    await user.click(notes)
    expect((notes as HTMLInputElement).checked).toBe(true)
    answer(problem(403, 'Only the owner or an admin may change the link.'))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The notes were not shown: Only the owner or an admin may change the link.',
    )
    await waitFor(() => expect((notes as HTMLInputElement).checked).toBe(false))
  })
})
