import type { Niche } from '../../contract/enums'
import type { Random } from '../seeded-random'
import type { Market } from './markets'

// Letters that Unicode decomposition does not reduce to ASCII.
const SPELLED_OUT: Record<string, string> = { ß: 'ss', ı: 'i', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' }

const FILLER = new Set(['the', 'co', 'and'])

/**
 * The part of a domain a brand name gives: "Maison Gérard" -> "maisongerard", "The Fern Co" ->
 * "fern" unless that gets too short ("The Ad Co" -> "theadco"), long names cut to two words.
 */
export function domainLabel(name: string): string {
  const all = name
    .toLowerCase()
    .replace(/[ßıłøæœđ]/g, (letter) => SPELLED_OUT[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
  const core = all.filter((word) => !FILLER.has(word))
  const words = core.join('').length >= 4 ? core : all
  const joined = words.join('')
  if (joined.length <= 18 || words.length === 1) return joined || 'shop'
  return words.slice(0, 2).join('')
}

/**
 * An advertiser's landing domains: the main one (local TLD, or .com for brands selling abroad),
 * sometimes campaign or shop domains next to it. `taken` holds main domains already handed out, so
 * two advertisers of one dataset never share a main domain.
 */
export function brandDomains(
  name: string,
  market: Market,
  niche: Niche,
  random: Random,
  taken: Set<string>,
): string[] {
  const label = domainLabel(name)
  const tld = niche === 'apps' ? random.pick(['com', 'app', 'io']) : random.chance(0.35) ? 'com' : market.tld
  let main = `${label}.${tld}`
  for (let attempt = 2; taken.has(main); attempt++) {
    main = attempt === 2 ? `${label}${market.country.toLowerCase()}.${tld}` : `${label}${attempt}.${tld}`
  }
  taken.add(main)
  const domains = [main]
  const extra = random.chance(0.6) ? 0 : random.chance(0.7) ? 1 : 2
  const variants = [
    `shop${label}.com`,
    `get${label}.com`,
    `${label}-store.${market.tld}`,
    `try${label}.com`,
    `${label}.shop`,
  ]
  for (let i = 0; i < extra; i++) {
    const variant = random.pick(variants)
    if (!domains.includes(variant)) domains.push(variant)
  }
  return domains
}
