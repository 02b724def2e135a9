/**
 * JSON.parse for records whose ids are 64-bit integers written as numbers (TikTok's business ids are
 * around 7×10^18): a JavaScript number is exact only up to 2^53 (9,007,199,254,740,991), so two
 * advertisers could share one rounded id. Whole numbers beyond that, outside strings, are read as
 * strings instead, keeping every digit; the importer reads figures written as strings as well.
 */
const LONG_INTEGER = /[:,[]\s*-?\d{16}/
const MAX_SAFE = String(Number.MAX_SAFE_INTEGER)

export function parseKeepingDigits(text: string): unknown {
  return JSON.parse(LONG_INTEGER.test(text) ? quoteLongIntegers(text) : text)
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const MINUS = 0x2d
const isDigit = (code: number) => code >= 0x30 && code <= 0x39

function quoteLongIntegers(text: string): string {
  let out = ''
  let copied = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i++
      else if (code === QUOTE) inString = false
      continue
    }
    if (code === QUOTE) {
      inString = true
      continue
    }
    if (!isDigit(code) && code !== MINUS) continue
    // One whole number token: -?digits, then perhaps a fraction and an exponent.
    const digitsStart = code === MINUS ? i + 1 : i
    let end = digitsStart
    while (end < text.length && isDigit(text.charCodeAt(end))) end++
    const digits = text.slice(digitsStart, end)
    let tokenEnd = end
    while (tokenEnd < text.length && /[\d.eE+-]/.test(text[tokenEnd]!)) tokenEnd++
    const whole = tokenEnd === end
    if (
      whole &&
      (digits.length > MAX_SAFE.length || (digits.length === MAX_SAFE.length && digits > MAX_SAFE))
    ) {
      out += `${text.slice(copied, i)}"${text.slice(i, end)}"`
      copied = end
    }
    i = tokenEnd - 1
  }
  return out + text.slice(copied)
}
