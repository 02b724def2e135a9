/**
 * Ad data comes from third parties, so every URL it carries is hostile until proven otherwise:
 * only absolute http(s) URLs may become a link or a media source. `javascript:`, `data:`,
 * relative paths and anything the URL parser rejects give null.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let url: URL
  try {
    // No base: a relative or protocol-relative value must not resolve against our own origin.
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.hostname === '') return null
  // The parser's own serialisation, so what we render is exactly what we checked.
  return url.href
}

/** "https://www.shop.example/sale?x=1" -> "shop.example": where a link goes, in a few characters. */
export function urlHost(value: unknown): string | null {
  const safe = safeHttpUrl(value)
  if (!safe) return null
  return new URL(safe).hostname.replace(/^www\./, '')
}
