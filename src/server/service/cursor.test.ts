import { describe, expect, it } from 'vitest'
import { noFilters } from '../../contract/filters'
import { ProblemError } from '../http/problem'
import { openCursor, sealCursor, searchHash } from './cursor'

const SECRET = 'cursor-test-secret'
const filters = { ...noFilters(), countries: ['DE'] }
const hash = searchHash(filters, 'newest', 'query')
const position = { t: 1_714_521_600_000, d: 42, w: 7 }
const cursor = sealCursor(SECRET, position, hash)
/** Every character a cursor could be changed into: its alphabet, the separator, padding, and a few others. */
const ALPHABET = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ %é`

const refusal = (text: string) => {
  try {
    openCursor(SECRET, text, hash)
    return null
  } catch (error) {
    return error instanceof ProblemError ? error.code : 'other'
  }
}

describe('cursor', () => {
  it('opens what it sealed, only for the same search', () => {
    expect(openCursor(SECRET, cursor, hash)).toEqual(position)
    expect(refusal(sealCursor(SECRET, position, searchHash(filters, 'oldest', 'query')))).toBe(
      'invalid_cursor',
    )
    expect(refusal(sealCursor(SECRET, position, searchHash(filters, 'newest', 'ads')))).toBe('invalid_cursor')
    expect(
      refusal(sealCursor(SECRET, position, searchHash({ ...filters, countries: [] }, 'newest', 'query'))),
    ).toBe('invalid_cursor')
    expect(refusal(sealCursor('another-secret', position, hash))).toBe('invalid_cursor')
  })

  it('hashes the same normalised search the same, whatever the key order', () => {
    const reordered = {
      cta_types: [],
      offers: [],
      hooks: [],
      languages: [],
      countries: ['DE'],
      niches: [],
      platforms: [],
      formats: [],
      query: undefined,
    }
    expect(searchHash(reordered, 'newest', 'query')).toBe(hash)
  })

  it('refuses every one-character substitution, deletion and insertion', () => {
    const changed: string[] = []
    for (let i = 0; i <= cursor.length; i++) {
      if (i < cursor.length) changed.push(cursor.slice(0, i) + cursor.slice(i + 1))
      for (const char of ALPHABET) {
        if (i < cursor.length && char !== cursor[i])
          changed.push(cursor.slice(0, i) + char + cursor.slice(i + 1))
        changed.push(cursor.slice(0, i) + char + cursor.slice(i))
      }
    }
    expect(changed.length).toBeGreaterThan(cursor.length * ALPHABET.length)
    for (const text of changed) expect(refusal(text), text).toBe('invalid_cursor')
  })

  it('refuses text that is not a cursor at all', () => {
    for (const text of ['', '.', '..', 'abc', 'a.b', `${cursor}.${cursor}`, 'e30.AAAAAAAAAAAAAAAAAAAAAA']) {
      expect(refusal(text), text).toBe('invalid_cursor')
    }
  })
})
