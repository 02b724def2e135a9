import { describe, expect, it } from 'vitest'
import { BoardSearch, boardAdsQueryOf, boardSearchOf, boardViewOf, isNarrowed } from './board-search'

describe('a board page in the URL', () => {
  it('leaves the defaults out, so that they never reach the URL', () => {
    expect(BoardSearch.parse({})).toEqual({})
    expect(BoardSearch.parse({ find: '  ', tag: '', order: 'saved' })).toEqual({
      find: undefined,
      tag: undefined,
      order: undefined,
    })
    expect(boardViewOf(BoardSearch.parse({}))).toEqual({
      find: '',
      tag: '',
      order: 'saved',
      hook: '',
      offer: '',
      cta: '',
      group: false,
    })
  })

  it('reads words, a tag and an order, trimmed and cut to the contract’s lengths', () => {
    expect(BoardSearch.parse({ find: ' Summer hook ', tag: ' ugc ', order: 'started_asc' })).toEqual({
      find: 'Summer hook',
      tag: 'ugc',
      order: 'started_asc',
    })
    expect(BoardSearch.parse({ find: 'x'.repeat(300), tag: 't'.repeat(50) })).toEqual({
      find: 'x'.repeat(200),
      tag: 't'.repeat(40),
    })
  })

  it('drops what is no valid choice rather than failing the page', () => {
    expect(BoardSearch.parse({ order: 'newest', find: ['a', 'b'], tag: 7, q: 'shoes' })).toEqual({
      find: undefined,
      tag: undefined,
      order: undefined,
    })
  })

  it('writes a change of the controls as the URL holds it', () => {
    expect(boardSearchOf({ find: '', order: 'saved' })).toEqual({ find: undefined, order: undefined })
    expect(boardSearchOf({ tag: 'ugc', order: 'started_desc' })).toEqual({
      tag: 'ugc',
      order: 'started_desc',
    })
    expect(boardSearchOf({})).toEqual({})
  })

  it('asks the API for what differs from the board as it is, once the server takes it', () => {
    const query = boardAdsQueryOf({ find: 'hook', tag: 'ugc', order: 'started_asc' })
    expect(query).toEqual({ q: 'hook', tag: 'ugc', sort: 'started_asc' })
    expect(boardAdsQueryOf({})).toEqual({})
    expect(isNarrowed({ sort: 'started_asc' })).toBe(false)
    expect(isNarrowed({ tag: 'ugc' })).toBe(true)
  })

  it('narrows by a hook, an offer and a call to action, and groups by hook', () => {
    const search = BoardSearch.parse({ hook: 'question', offer: 'free-trial', cta: 'sign-up', group: 'hook' })
    expect(boardAdsQueryOf(search)).toEqual({ hooks: 'question', offers: 'free-trial', cta_types: 'sign-up' })
    expect(isNarrowed(boardAdsQueryOf(search))).toBe(true)
    expect(boardViewOf(search).group).toBe(true)
    // Grouping only arranges the page: the API is asked for the whole board.
    expect(boardAdsQueryOf(BoardSearch.parse({ group: 'hook' }))).toEqual({})
    expect(BoardSearch.parse({ hook: 'shouting', group: 'offer' })).toEqual({})
    expect(boardSearchOf({ hook: '', offer: 'bogo', group: false })).toEqual({
      hook: undefined,
      offer: 'bogo',
      group: undefined,
    })
  })
})
