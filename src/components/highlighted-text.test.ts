import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tokenize } from '../contract/keywords'
import { splitHighlights } from './highlighted-text'

/** The text with matches in [brackets], to read expectations at a glance. */
function marked(text: string, query: string | undefined): string {
  return splitHighlights(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('')
}

describe('splitHighlights', () => {
  it('leaves the text whole without keywords', () => {
    expect(splitHighlights('Summer sale', undefined)).toEqual([
      { text: 'Summer sale', start: 0, match: false },
    ])
    expect(marked('Summer sale', '')).toBe('Summer sale')
    expect(marked('Summer sale', '  !!  ')).toBe('Summer sale')
    expect(marked('', 'sale')).toBe('')
  })

  it('ignores case and accents, in the text and in the query', () => {
    expect(marked('Summer SALE, sale, Sale!', 'sale')).toBe('Summer [SALE], [sale], [Sale]!')
    expect(marked('Café crème brûlée', 'CREME cafe')).toBe('[Café] [crème] brûlée')
    expect(marked('Cafe creme', 'café crème')).toBe('[Cafe] [creme]')
    // A decomposed accent (e + combining acute) stays inside the marked word.
    expect(marked('Cafe\u0301 time', 'cafe')).toBe('[Cafe\u0301] time')
  })

  it('matches the last term as a prefix and the others as whole words', () => {
    expect(marked('Sneakers for sneaky runners', 'sneak')).toBe('[Sneakers] for [sneaky] runners')
    expect(marked('Sneakers for runners', 'sneak run')).toBe('Sneakers for [runners]')
    expect(marked('Sneak peek at sneakers', 'sneak peek')).toBe('[Sneak] [peek] at sneakers')
    // One letter is too short a prefix; it matches only itself, as the search does.
    expect(marked('a apple', 'a')).toBe('[a] apple')
    // A quoted last word is exact.
    expect(marked('Sneakers sneak', '"sneak"')).toBe('Sneakers [sneak]')
  })

  it('marks quoted phrases only where the words follow each other', () => {
    expect(marked('Running shoes for running', '"running shoes"')).toBe('[Running shoes] for running')
    expect(marked('Running, shoes!', '"running shoes"')).toBe('[Running, shoes]!')
    expect(marked('shoes running', '"running shoes"')).toBe('shoes running')
    expect(marked('Buy running shoes now', 'buy "running shoes"')).toBe('[Buy] [running shoes] now')
    // A term inside a marked phrase does not split the mark.
    expect(marked('running shoes', 'shoes "running shoes"')).toBe('[running shoes]')
  })

  it('treats regex metacharacters in the query as plain punctuation', () => {
    expect(marked('C++ course (beginner) [new]', 'c++ (beginner')).toBe('[C]++ course ([beginner]) [new]')
    expect(marked('price $9.99', '$9.99')).toBe('price $[9].[99]')
    expect(marked('a.*b', '.*')).toBe('a.*b')
    expect(marked('back\\slash', '\\')).toBe('back\\slash')
    expect(() => splitHighlights('text', '(?<=x)[^\\]')).not.toThrow()
  })

  it('keeps emoji intact around matches', () => {
    expect(marked('🔥 Hot deal 🔥', 'hot')).toBe('🔥 [Hot] deal 🔥')
    expect(marked('❤️sale👍🏽today', 'sale today')).toBe('❤️[sale]👍🏽[today]')
    expect(marked('👩‍👩‍👧 family pack', 'family')).toBe('👩‍👩‍👧 [family] pack')
  })

  it('marks right-to-left words, with or without vowel marks', () => {
    expect(marked('تخفيضات كبيرة اليوم', 'كبيرة')).toBe('تخفيضات [كبيرة] اليوم')
    expect(marked('مَرْحَبًا بكم', 'مرحبا')).toBe('[مَرْحَبًا] بكم')
    expect(marked('מבצע גדול היום', 'גדול')).toBe('מבצע [גדול] היום')
  })

  it('agrees with the tokenizer on compatibility characters', () => {
    // Folding turns the ligature into "fi" and the fullwidth letters into ASCII, for the index too.
    expect(marked('ﬁne ＳＡＬＥ', 'fine sale')).toBe('[ﬁne] [ＳＡＬＥ]')
  })

  it('finds Greek words whatever their sigma', () => {
    expect(marked('ΟΔΟΣ οδός', 'οδος')).toBe('[ΟΔΟΣ] [οδός]')
    expect(marked("a'Σ b", '"ς"')).toBe("a'[Σ] b")
  })

  // Whole code points (and a few sequences) of many kinds: letters, marks, ligatures, emoji, RTL scripts.
  const text = fc.string({
    unit: fc.constantFrom(...[...'aAéE\u0301ßİıç  ,.-"\'🔥ﬁ１ابגדΣσ\n'], '👍🏽', '❤️', '👩‍👩‍👧'),
    maxLength: 40,
  })

  it('always gives back exactly the original text, in order', () => {
    fc.assert(
      fc.property(text, fc.string({ maxLength: 20 }), (value, query) => {
        const parts = splitHighlights(value, query)
        expect(parts.map((part) => part.text).join('')).toBe(value)
        let offset = 0
        for (const part of parts) {
          expect(part.start).toBe(offset)
          offset += part.text.length
        }
      }),
    )
  })

  it('marks every occurrence of any word the tokenizer finds', () => {
    fc.assert(
      fc.property(text, (value) => {
        for (const token of tokenize(value)) {
          const matched = splitHighlights(value, `"${token}"`).filter((part) => part.match)
          expect(matched.length).toBeGreaterThan(0)
          // Out of its text a word may lower-case its final sigma differently (see sameSigma).
          const sigma = (word: string) => word.replaceAll('ς', 'σ')
          for (const part of matched) expect(tokenize(part.text).map(sigma)).toContain(sigma(token))
        }
      }),
    )
  })
})
