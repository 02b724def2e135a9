import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A short HMAC of text for one purpose: the purpose is part of the signed message, so a value
 * signed as a session can never pass as a cursor signature or the other way round.
 */
export function sign(secret: string, purpose: string, text: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${text}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/**
 * Compares the signature text itself, not the bytes it decodes to: base64url's unused trailing bits
 * would otherwise let a one-character change to the signature through.
 */
export function hasValidSignature(secret: string, purpose: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, text))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
