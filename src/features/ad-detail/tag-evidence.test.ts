import { describe, expect, it } from 'vitest'
import { findEvidence } from './tag-evidence'

const ad = {
  headline: 'New in: language courses',
  body: 'Learn Spanish in three months or your money back. Start your 7-day free trial today and see.',
  transcript: 'POV: you finally found a course that works. Over ten thousand five-star reviews.',
  cta: 'Sign up',
  hook_text: 'POV: you finally found a course that works.',
}

describe('findEvidence', () => {
  it('finds an offer in the copy, with the words around it', () => {
    expect(findEvidence(ad, { family: 'offers', value: 'free-trial', evidence: '7-day free trial' })).toEqual(
      {
        field: 'body',
        before: '…Spanish in three months or your money back. Start your ',
        words: '7-day free trial',
        after: ' today and see.',
      },
    )
  })

  it('looks for a video’s hook in its transcript first, and a call to action in the button', () => {
    expect(findEvidence(ad, { family: 'hooks', value: 'call-out', evidence: 'POV:' })?.field).toBe(
      'transcript',
    )
    expect(findEvidence(ad, { family: 'cta_types', value: 'sign-up', evidence: 'Sign up' })?.field).toBe(
      'cta',
    )
  })

  it('finds words whose case differs, keeping the ad’s own', () => {
    expect(findEvidence(ad, { family: 'offers', value: 'guarantee', evidence: 'Money back' })?.words).toBe(
      'money back',
    )
  })

  it('keeps some context on long texts, cut at a space', () => {
    const long = { ...ad, body: `${'word '.repeat(40)}free shipping${' more'.repeat(40)}` }
    const found = findEvidence(long, { family: 'offers', value: 'free-shipping', evidence: 'free shipping' })
    expect(found?.before.startsWith('…word')).toBe(true)
    expect(found?.before.length).toBeLessThanOrEqual(61)
    expect(found?.after.endsWith('more…')).toBe(true)
  })

  it('gives nothing when the words are in none of the texts', () => {
    expect(findEvidence(ad, { family: 'offers', value: 'bogo', evidence: 'buy one get one' })).toBeNull()
    expect(findEvidence(ad, { family: 'offers', value: 'bogo', evidence: '' })).toBeNull()
  })
})
