import { describe, expect, it } from 'vitest'
import type { Media } from '../../contract/ad'
import { CARD_TEXT_HEIGHT, cardHeight } from './card-size'

function sized(width: number, height: number) {
  const media: Media = {
    image: 'https://cdn.example.com/a.jpg',
    video: null,
    thumbnail: 'https://cdn.example.com/a.jpg',
    video_duration: 0,
    width,
    height,
  }
  return { media, headline: 'Summer sale', body: '' }
}

describe('cardHeight', () => {
  it('is the creative at its shape, the text block with its hook line, and the border', () => {
    // 20 more than before the hook: its line of 16 and one more gap of 4.
    expect(CARD_TEXT_HEIGHT).toBe(144)
    expect(cardHeight(sized(600, 600), 300)).toBe(300 + 144 + 2)
  })

  it('gives an upright creative at most 3:4 in the mixed grid, 9:16 in an upright one', () => {
    expect(cardHeight(sized(720, 1280), 300)).toBe(400 + 146)
    expect(cardHeight(sized(720, 1280), 288, 9 / 16)).toBe(512 + 146)
  })
})
