import { describe, expect, it } from 'vitest'
import { hookBeyondHeadline, tagsOf } from './creative-hook'

describe('hookBeyondHeadline', () => {
  it('gives a video’s opening words when they are not its headline', () => {
    expect(
      hookBeyondHeadline({ headline: 'New in: language courses', hook_text: 'POV: you finally found one.' }),
    ).toBe('POV: you finally found one.')
  })

  it('gives nothing when the headline already says it, whatever the case and accents', () => {
    expect(hookBeyondHeadline({ headline: 'Économisez 25 % !', hook_text: 'economisez 25 %' })).toBeNull()
    expect(hookBeyondHeadline({ headline: 'Summer sale', hook_text: 'Summer sale' })).toBeNull()
  })

  it('gives nothing for an ad without a hook (a service that does not tag)', () => {
    expect(hookBeyondHeadline({ headline: 'Summer sale' })).toBeNull()
    expect(hookBeyondHeadline({ headline: 'Summer sale', hook_text: '  ' })).toBeNull()
  })
})

describe('tagsOf', () => {
  it('keeps one family’s tags in their order', () => {
    const tags = [
      { family: 'offers', value: 'bogo', evidence: 'Buy one, get one' },
      { family: 'hooks', value: 'question', evidence: 'Tired of?' },
      { family: 'hooks', value: 'number', evidence: '3 ways' },
    ] as const
    expect(tagsOf({ tags: [...tags] }, 'hooks').map((tag) => tag.value)).toEqual(['question', 'number'])
    expect(tagsOf({}, 'offers')).toEqual([])
  })
})
