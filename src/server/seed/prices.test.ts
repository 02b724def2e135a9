import { describe, expect, it } from 'vitest'
import { MARKETS } from './markets'
import { formatPrice } from './prices'

const style = (country: string) => MARKETS.values.find((market) => market.country === country)!.price

describe('formatPrice', () => {
  it('writes prices the way shops of each country do', () => {
    expect(formatPrice(29.2, style('US'))).toBe('$29.99')
    expect(formatPrice(29.7, style('US'))).toBe('$29.95')
    expect(formatPrice(40, style('DE'))).toBe('36,95 €')
    expect(formatPrice(40, style('NL'))).toBe('€ 36,95')
    expect(formatPrice(40, style('BR'))).toBe('R$ 199')
    expect(formatPrice(30, style('PL'))).toBe('120,99 zł')
  })

  it('rounds large amounts to a charm price with thousands separators', () => {
    expect(formatPrice(1234, style('US'))).toBe('$1,199')
    expect(formatPrice(40, style('IN'))).toBe('₹3,299')
    expect(formatPrice(100, style('NG'))).toBe('₦149,999')
  })
})
