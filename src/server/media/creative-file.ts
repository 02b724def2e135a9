import { NICHES, type Niche } from '../../contract/enums'
import { hash32, Random } from '../seeded-random'
import { type CreativeShape, isCreativeShape } from './creative-shape'

/** What a generated creative is drawn from; all of it is in its file name, so a URL alone draws it. */
export interface Creative {
  /** The ad's number in its dataset: picks the drawing, the words and the details. */
  n: number
  shape: CreativeShape
  /** Picks what the creative shows and says. */
  niche: Niche
  /** The brand's colour, 0–359 on the colour wheel. */
  hue: number
}

/** `<n>-<shape>-<niche>-<hue>.svg`, such as `42-9x16-beauty-care-210.svg`. */
export function creativeFile({ n, shape, niche, hue }: Creative): string {
  return `${n}-${shape}-${niche}-${hue}.svg`
}

/** Ad numbers: up to nine digits, no leading zeros, so each image has one name. */
const NUMBER = '(0|[1-9]\\d{0,8})'
const FILE = new RegExp(`^${NUMBER}(?:-(\\w+)-([a-z-]+)-(0|[1-9]\\d{0,2}))?\\.svg$`)

/**
 * The creative a file name asks for, or undefined when the name is not one this server makes. Names
 * of images made before creatives had shapes (`<n>.svg`, kept on saved boards) still draw: square,
 * with a colour and niche taken from n.
 */
export function creativeOfFile(file: string): Creative | undefined {
  const match = FILE.exec(file)
  if (!match) return undefined
  const n = Number(match[1])
  const [, , shape, niche, hue] = match
  if (shape === undefined) return legacyCreative(n)
  if (!isCreativeShape(shape) || !isNiche(niche!) || Number(hue) >= 360) return undefined
  return { n, shape, niche, hue: Number(hue) }
}

function legacyCreative(n: number): Creative {
  return {
    n,
    shape: '1x1',
    niche: new Random(hash32(n ^ 0x1e6ac7)).pick(NICHES),
    // The golden angle: neighbouring ads differ in colour, as they did.
    hue: Math.round((n * 137.508) % 360) % 360,
  }
}

function isNiche(value: string): value is Niche {
  return (NICHES as readonly string[]).includes(value)
}
