import { describe, expect, it } from 'vitest'
import { parseKeepingDigits } from './long-integers'

describe('parseKeepingDigits', () => {
  it('keeps every digit of 64-bit ids written as numbers', () => {
    const text = '{"ad":{"id":7260000000000000001},"advertiser":{"business_id":-7123456789012345678}}'
    expect(parseKeepingDigits(text)).toEqual({
      ad: { id: '7260000000000000001' },
      advertiser: { business_id: '-7123456789012345678' },
    })
    expect(parseKeepingDigits('[1234567890123456789, 12, 9007199254740991, 9007199254740993]')).toEqual([
      '1234567890123456789',
      12,
      9007199254740991,
      '9007199254740993',
    ])
  })

  it('leaves short numbers, fractions, exponents and digits inside strings as they are', () => {
    const text =
      '{"a":123,"b":12345678901234567.5,"c":1234567890123456e2,"d":"x:1234567890123456789","e":"\\"1234567890123456789"}'
    expect(parseKeepingDigits(text)).toEqual(JSON.parse(text))
  })
})
