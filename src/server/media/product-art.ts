import type { Niche } from '../../contract/enums'

/** The things a generated creative shows, one or more per niche, so a beauty ad shows a serum. */
export type ProductKind =
  | 'bottle'
  | 'box'
  | 'phone'
  | 'jar'
  | 'bag'
  | 'mug'
  | 'sneaker'
  | 'suitcase'
  | 'book'
  | 'headphones'
  | 'plant'
  | 'car'
  | 'gift'
  | 'ball'
  | 'laptop'
  | 'petfood'
  | 'palette'

export const NICHE_PRODUCTS: Record<Niche, readonly ProductKind[]> = {
  fashion: ['bag', 'sneaker'],
  'beauty-care': ['bottle', 'jar'],
  'health-supplements': ['jar', 'bottle'],
  'home-garden': ['plant', 'mug'],
  'food-drink': ['mug', 'jar'],
  'electronics-tech': ['phone', 'headphones'],
  'sports-outdoors': ['sneaker', 'bottle'],
  'pet-supplies': ['petfood'],
  'baby-parenting': ['bottle', 'ball'],
  'toys-games': ['ball', 'gift'],
  'arts-hobbies': ['palette'],
  'gifts-events': ['gift'],
  'books-education': ['book'],
  'travel-luggage': ['suitcase'],
  automotive: ['car'],
  'business-industrial': ['laptop'],
  apps: ['phone'],
  other: ['box', 'gift'],
}

/** Colours of one drawing: `body` is a paint reference (the pale gradient), the others plain colours. */
export interface ProductColours {
  body: string
  detail: string
  spot: string
}

/** Width and height of the box every drawing fills; its floor (where the shadow falls) is y = 340. */
export const PRODUCT_BOX = { width: 300, height: 360 } as const

/** The drawing of `kind` in the 300 × 360 box, as SVG elements; no text and no links. */
export function productArt(kind: ProductKind, { body: b, detail: d, spot: s }: ProductColours): string {
  switch (kind) {
    case 'bottle':
      return `<rect x="100" y="50" width="100" height="290" rx="30" fill="${b}"/><rect x="128" y="0" width="44" height="60" rx="8" fill="${d}"/><rect x="100" y="150" width="100" height="90" fill="${s}"/>`
    case 'box':
      return `<path d="M150 60l150 70v150l-150 60-150-60V130z" fill="${b}"/><path d="M150 200l150-70v150l-150 60z" fill="${d}" opacity=".35"/><path d="M0 130l150 70 150-70" fill="none" stroke="${d}" stroke-width="4"/>`
    case 'phone':
      return `<rect x="65" y="10" width="170" height="330" rx="28" fill="#1d1d24"/><rect x="78" y="30" width="144" height="290" rx="16" fill="${s}"/><circle cx="150" cy="165" r="44" fill="${b}"/><rect x="98" y="240" width="104" height="34" rx="17" fill="#fff"/>`
    case 'jar':
      return `<rect x="50" y="130" width="200" height="210" rx="40" fill="${b}"/><rect x="62" y="90" width="176" height="56" rx="14" fill="${d}"/><circle cx="150" cy="235" r="40" fill="${s}"/>`
    case 'bag':
      return `<path d="M105 110v-30a45 45 0 0190 0v30" fill="none" stroke="${d}" stroke-width="12"/><path d="M40 105h220l20 235H20z" fill="${b}"/><rect x="20" y="180" width="260" height="36" fill="${s}"/>`
    case 'mug':
      return `<path d="M245 170a45 45 0 010 100" fill="none" stroke="${d}" stroke-width="18"/><rect x="55" y="120" width="190" height="220" rx="26" fill="${b}"/><rect x="55" y="180" width="190" height="40" fill="${s}"/><path d="M110 100c-15-25 15-35 0-60M150 100c-15-25 15-35 0-60M190 100c-15-25 15-35 0-60" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`
    case 'sneaker':
      return `<path d="M15 300c0-50 25-80 60-85l60-55c20-15 45-10 55 10l25 45c40 10 75 25 75 60v25H15z" fill="${b}"/><path d="M60 270c60 0 130-20 180-55" fill="none" stroke="${s}" stroke-width="16" stroke-linecap="round"/><path d="M130 185l20 20M150 170l20 20M168 158l18 20" stroke="${d}" stroke-width="6" stroke-linecap="round"/><rect x="8" y="298" width="284" height="36" rx="16" fill="${d}"/>`
    case 'suitcase':
      return `<rect x="115" y="40" width="70" height="45" rx="14" fill="none" stroke="${d}" stroke-width="12"/><rect x="55" y="75" width="190" height="245" rx="24" fill="${b}"/><rect x="92" y="75" width="18" height="245" fill="${s}"/><rect x="190" y="75" width="18" height="245" fill="${s}"/><circle cx="85" cy="328" r="12" fill="${d}"/><circle cx="215" cy="328" r="12" fill="${d}"/>`
    case 'book':
      return `<rect x="60" y="62" width="200" height="278" rx="12" fill="${d}"/><rect x="66" y="70" width="184" height="262" fill="#fff"/><rect x="45" y="45" width="200" height="280" rx="12" fill="${b}"/><rect x="45" y="45" width="26" height="280" fill="${s}"/><rect x="100" y="110" width="115" height="18" rx="9" fill="${d}"/><rect x="100" y="142" width="80" height="12" rx="6" fill="${d}" opacity=".6"/><circle cx="158" cy="235" r="42" fill="${s}" opacity=".8"/>`
    case 'headphones':
      return `<path d="M60 230v-50a90 90 0 01180 0v50" fill="none" stroke="${d}" stroke-width="22" stroke-linecap="round"/><rect x="30" y="205" width="80" height="130" rx="34" fill="${b}"/><rect x="190" y="205" width="80" height="130" rx="34" fill="${b}"/><rect x="52" y="230" width="36" height="80" rx="18" fill="${s}"/><rect x="212" y="230" width="36" height="80" rx="18" fill="${s}"/>`
    case 'plant':
      return `<ellipse cx="150" cy="120" rx="30" ry="95" fill="hsl(135,45%,38%)"/><ellipse cx="100" cy="150" rx="24" ry="75" transform="rotate(-35 100 150)" fill="hsl(125,45%,45%)"/><ellipse cx="200" cy="150" rx="24" ry="75" transform="rotate(35 200 150)" fill="hsl(125,45%,45%)"/><path d="M80 225h140l-18 115H98z" fill="${s}"/><rect x="68" y="205" width="164" height="30" rx="8" fill="${d}"/>`
    case 'car':
      return `<path d="M70 228l38-62c5-8 12-12 22-12h70c10 0 17 4 23 12l42 62z" fill="${b}"/><rect x="146" y="160" width="8" height="68" fill="${d}"/><rect x="8" y="222" width="284" height="84" rx="30" fill="${s}"/><rect x="262" y="244" width="26" height="14" rx="6" fill="#ffe27a"/><circle cx="78" cy="306" r="34" fill="#1d1d24"/><circle cx="78" cy="306" r="14" fill="#ddd"/><circle cx="222" cy="306" r="34" fill="#1d1d24"/><circle cx="222" cy="306" r="14" fill="#ddd"/>`
    case 'gift':
      return `<rect x="50" y="150" width="200" height="190" rx="10" fill="${b}"/><rect x="35" y="115" width="230" height="50" rx="10" fill="${s}"/><rect x="135" y="115" width="30" height="225" fill="${d}"/><ellipse cx="118" cy="92" rx="40" ry="22" transform="rotate(-25 118 92)" fill="${d}"/><ellipse cx="182" cy="92" rx="40" ry="22" transform="rotate(25 182 92)" fill="${d}"/>`
    case 'ball':
      return `<circle cx="150" cy="210" r="130" fill="${b}"/><path d="M150 80a130 130 0 010 260 65 130 0 010-260z" fill="${s}"/><path d="M150 80a130 130 0 000 260 65 130 0 000-260z" fill="${d}" opacity=".55"/><circle cx="150" cy="210" r="26" fill="#fff"/>`
    case 'laptop':
      return `<rect x="45" y="100" width="210" height="150" rx="12" fill="#1d1d24"/><rect x="58" y="113" width="184" height="124" rx="4" fill="${s}"/><rect x="85" y="190" width="26" height="35" fill="${b}"/><rect x="125" y="165" width="26" height="60" fill="${b}"/><rect x="165" y="140" width="26" height="85" fill="${b}"/><path d="M10 258h280l-22 34H32z" fill="${d}"/>`
    case 'petfood':
      return `<path d="M62 75h176l17 265H45z" fill="${b}"/><rect x="55" y="55" width="190" height="32" rx="6" fill="${d}"/><circle cx="150" cy="245" r="40" fill="${s}"/><circle cx="100" cy="190" r="17" fill="${s}"/><circle cx="132" cy="168" r="17" fill="${s}"/><circle cx="168" cy="168" r="17" fill="${s}"/><circle cx="200" cy="190" r="17" fill="${s}"/>`
    case 'palette':
      return `<path d="M150 70c-80 0-130 60-130 130 0 60 50 110 110 110 25 0 30-20 20-35-10-15 0-30 20-30h40c40 0 70-30 70-70 0-60-60-105-130-105z" fill="${b}"/><circle cx="85" cy="175" r="22" fill="${s}"/><circle cx="125" cy="125" r="22" fill="${d}"/><circle cx="185" cy="120" r="22" fill="#f5b700"/><circle cx="225" cy="165" r="22" fill="#e4572e"/><circle cx="95" cy="240" r="22" fill="#29a36a"/>`
  }
}
