import { NICHES, type Niche } from '../../../contract/enums'
import { type CopyTemplate, compileTemplates } from '../copy-template'
import { ar } from './ar'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import type { CopyLanguage, CtaKind, LanguageCopy } from './language-copy'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { sv } from './sv'
import { tr } from './tr'

export const COPY: Record<CopyLanguage, LanguageCopy> = { en, de, fr, es, it, pt, nl, pl, sv, tr, ar }

export interface ProductPhrase {
  text: string
  /** The phrase at the start of a sentence, capitalised by the language's own rules. */
  capitalised: string
  /** URL slug of the product page; shops of every language mostly use English slugs. */
  slug: string
}

/** One language's copy with its templates compiled, ready to fill in per ad. */
export interface CopyBook {
  cta: Record<CtaKind, readonly string[]>
  headlines: CopyTemplate[]
  openers: CopyTemplate[]
  benefits: readonly string[]
  offers: CopyTemplate[]
  closers: CopyTemplate[]
  hooks: CopyTemplate[]
  spoken: readonly string[]
  signoffs: CopyTemplate[]
  forYou: string
  products: Record<Niche, readonly ProductPhrase[]>
}

export function compileCopyBooks(): Record<CopyLanguage, CopyBook> {
  const books = {} as Record<CopyLanguage, CopyBook>
  for (const [language, copy] of Object.entries(COPY) as [CopyLanguage, LanguageCopy][]) {
    books[language] = {
      ...copy,
      headlines: compileTemplates(copy.headlines),
      openers: compileTemplates(copy.openers),
      offers: compileTemplates(copy.offers),
      closers: compileTemplates(copy.closers),
      hooks: compileTemplates(copy.hooks),
      signoffs: compileTemplates(copy.signoffs),
      products: productPhrases(language, copy),
    }
  }
  return books
}

function productPhrases(language: CopyLanguage, copy: LanguageCopy): Record<Niche, readonly ProductPhrase[]> {
  const phrases = {} as Record<Niche, ProductPhrase[]>
  for (const niche of NICHES) {
    phrases[niche] = copy.products[niche].map((text, index) => ({
      text,
      capitalised: text.charAt(0).toLocaleUpperCase(language) + text.slice(1),
      slug: slugify(en.products[niche][index] ?? niche),
    }))
  }
  return phrases
}

/** `children’s picture books` -> `childrens-picture-books`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
