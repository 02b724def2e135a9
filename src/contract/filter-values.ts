// Filter rules the app applies while the user types, kept free of zod so the browser bundle stays small.

/** A hundred years: the largest minimum running time anyone can mean. */
export const MIN_RUNNING_DAYS_MAX = 36_500

/** A landing-page domain, given bare or as a URL: `https://www.Shop.com/x` means `shop.com`. */
export function normaliseDomain(input: string): string | null {
  const text = input.trim().toLowerCase()
  if (text === '') return ''
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname
    const domain = host.replace(/^www\./, '').replace(/\.$/, '')
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain) && domain.length <= 253 ? domain : null
  } catch {
    return null
  }
}
