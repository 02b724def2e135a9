import type { CopyLanguage } from './copy/language-copy'
import { WeightedChoice } from './weighted-choice'

/** How a country writes prices: `$29.99`, `29,99 €`, `R$ 129,90`. `rate` converts from US dollars. */
export interface PriceStyle {
  before: string
  after: string
  decimal: string
  group: string
  rate: number
}

export interface Market {
  country: string
  /** Languages advertisers based here write in, with weights. */
  languages: readonly (readonly [CopyLanguage, number])[]
  /** Top-level domain of local shops. */
  tld: string
  /** Countries that ads from here often target as well (home first). */
  region: readonly string[]
  price: PriceStyle
}

const usd = { before: '$', after: '', decimal: '.', group: ',', rate: 1 }
const euro = { before: '', after: ' €', decimal: ',', group: '.', rate: 0.92 }
const euroFirst = { ...euro, before: '€ ', after: '' }
const en = [['en', 1]] as const

function market(
  country: string,
  tld: string,
  languages: Market['languages'],
  region: string[],
  price: PriceStyle,
) {
  return { country, tld, languages, region: [country, ...region], price }
}

/** Home countries of advertisers, weighted: the US dominates, Europe and Brazil follow, then a long tail. */
export const MARKETS = new WeightedChoice<Market>([
  [market('US', 'com', en, ['CA'], usd), 30],
  [market('GB', 'co.uk', en, ['IE'], { ...usd, before: '£', rate: 0.79 }), 9],
  [market('DE', 'de', [['de', 1]], ['AT', 'CH'], euro), 8],
  [market('FR', 'fr', [['fr', 1]], ['BE', 'CH', 'LU'], euro), 6],
  [market('BR', 'com.br', [['pt', 1]], ['PT'], { ...euro, before: 'R$ ', after: '', rate: 5 }), 5],
  [market('IN', 'in', en, ['AE'], { ...usd, before: '₹', rate: 83 }), 4],
  [
    market(
      'CA',
      'ca',
      [
        ['en', 4],
        ['fr', 1],
      ],
      ['US'],
      usd,
    ),
    4,
  ],
  [market('AU', 'com.au', en, ['NZ'], usd), 4],
  [market('ES', 'es', [['es', 1]], ['PT'], euro), 4],
  [market('IT', 'it', [['it', 1]], ['CH', 'SM'], euro), 4],
  [market('NL', 'nl', [['nl', 1]], ['BE'], euroFirst), 3],
  [market('MX', 'com.mx', [['es', 1]], ['US', 'CO', 'CL'], { ...usd, rate: 17 }), 2.5],
  [market('PL', 'pl', [['pl', 1]], [], { ...euro, after: ' zł', group: ' ', rate: 4 }), 2.5],
  [market('SE', 'se', [['sv', 1]], ['NO', 'DK', 'FI'], { ...euro, after: ' kr', group: ' ', rate: 10.5 }), 2],
  [market('TR', 'com.tr', [['tr', 1]], ['CY', 'AZ'], { ...euro, before: '₺', after: '', rate: 32 }), 2],
  [
    market(
      'AE',
      'ae',
      [
        ['ar', 1],
        ['en', 1],
      ],
      ['SA', 'QA', 'KW'],
      { ...usd, before: 'AED ', rate: 3.67 },
    ),
    1.5,
  ],
  [
    market(
      'SA',
      'sa',
      [
        ['ar', 3],
        ['en', 1],
      ],
      ['AE', 'KW', 'BH', 'OM'],
      { ...usd, before: '', after: ' ر.س', rate: 3.75 },
    ),
    1.2,
  ],
  [
    market(
      'BE',
      'be',
      [
        ['nl', 3],
        ['fr', 2],
      ],
      ['NL', 'LU'],
      euroFirst,
    ),
    1.5,
  ],
  [market('AT', 'at', [['de', 1]], ['DE'], euroFirst), 1.5],
  [
    market(
      'CH',
      'ch',
      [
        ['de', 3],
        ['fr', 1],
      ],
      ['AT', 'LI'],
      { ...usd, before: 'CHF ', group: "'", rate: 0.9 },
    ),
    1.5,
  ],
  [market('PT', 'pt', [['pt', 1]], ['ES'], euro), 1],
  [market('IE', 'ie', en, ['GB'], { ...usd, before: '€' }), 1],
  [market('NZ', 'co.nz', en, ['AU'], usd), 1],
  [market('EG', 'com.eg', [['ar', 1]], ['SA'], { ...usd, before: '', after: ' ج.م', rate: 48 }), 0.6],
  [
    market(
      'MA',
      'ma',
      [
        ['ar', 1],
        ['fr', 1],
      ],
      [],
      { ...euro, after: ' DH', rate: 10 },
    ),
    0.5,
  ],
  [market('ZA', 'co.za', en, [], { ...usd, before: 'R', group: ' ', rate: 18 }), 0.8],
  [market('SG', 'sg', en, ['MY'], { ...usd, before: 'S$', rate: 1.35 }), 0.8],
  [market('PH', 'ph', en, [], { ...usd, before: '₱', rate: 56 }), 0.8],
  [market('NG', 'com.ng', en, ['GH'], { ...usd, before: '₦', rate: 1500 }), 0.5],
  [market('DK', 'dk', en, ['SE', 'NO'], { ...euro, after: ' kr.', rate: 6.9 }), 0.8],
  [market('NO', 'no', en, ['SE', 'DK'], { ...euro, after: ' kr', group: ' ', rate: 10.6 }), 0.7],
  [market('FI', 'fi', en, ['SE'], euro), 0.5],
  [market('AR', 'com.ar', [['es', 1]], ['UY', 'CL'], { ...euro, before: '$', after: '', rate: 850 }), 0.6],
  [market('CO', 'com.co', [['es', 1]], ['MX'], { ...euro, before: '$', after: '', rate: 3900 }), 0.5],
])

/** Where English-speaking brands go when they "ship worldwide". */
export const ENGLISH_WORLD = ['US', 'GB', 'CA', 'AU', 'NZ', 'IE'] as const

export function pickLanguage(market: Market, random: { next(): number }): CopyLanguage {
  let total = 0
  for (const [, weight] of market.languages) total += weight
  let target = random.next() * total
  for (const [language, weight] of market.languages) {
    target -= weight
    if (target < 0) return language
  }
  return market.languages[0]![0]
}
