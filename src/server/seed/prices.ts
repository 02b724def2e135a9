import type { PriceStyle } from './markets'

/**
 * A shop price in the local currency and notation, from a price in US dollars: small amounts end
 * in .99 or .95 the way shops price them, large ones are rounded to a "charm" figure like 1,299.
 */
export function formatPrice(dollars: number, style: PriceStyle): string {
  const local = dollars * style.rate
  if (local < 200) {
    const whole = Math.max(1, Math.floor(local))
    const cents = local - whole < 0.5 ? '99' : '95'
    return `${style.before}${whole}${style.decimal}${cents}${style.after}`
  }
  const step = 10 ** Math.max(1, Math.floor(Math.log10(local)) - 1)
  const whole = Math.round(local / step) * step - 1
  return `${style.before}${groupThousands(whole, style.group)}${style.after}`
}

function groupThousands(whole: number, separator: string): string {
  const digits = String(whole)
  let text = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) text += separator
    text += digits[i]
  }
  return text
}
