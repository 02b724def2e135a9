import type { Niche } from '../../contract/enums'

/**
 * The words burned into generated creatives: a two-line headline in the niche's voice and a call to
 * action, short enough for the narrowest shape. Fixed lists, so the image route draws only these.
 */
export const NICHE_CAPTIONS: Record<Niche, readonly (readonly [string, string])[]> = {
  fashion: [
    ['New season,', 'new fits'],
    ['Made to', 'stand out'],
    ['Wear it', 'your way'],
  ],
  'beauty-care': [
    ['Glow in', '7 days'],
    ['Your skin,', 'only better'],
    ['Clean', 'beauty'],
  ],
  'health-supplements': [
    ['Feel your', 'best daily'],
    ['Energy', 'that lasts'],
    ['Backed by', 'science'],
  ],
  'home-garden': [
    ['Make it', 'home'],
    ['Grow', 'something'],
    ['Cosy starts', 'here'],
  ],
  'food-drink': [
    ['Freshly', 'made'],
    ['Taste the', 'difference'],
    ['Your new', 'favourite'],
  ],
  'electronics-tech': [
    ['Faster.', 'Lighter.'],
    ['Sound, now', 'wireless'],
    ['Meet the', 'new model'],
  ],
  'sports-outdoors': [
    ['Run', 'further'],
    ['Built for', 'the trail'],
    ['Move', 'every day'],
  ],
  'pet-supplies': [
    ['Happy pets,', 'happy you'],
    ['Vet', 'approved'],
    ['Treat them', 'right'],
  ],
  'baby-parenting': [
    ['Gentle on', 'little ones'],
    ['Parent', 'approved'],
    ['Sleep better', 'tonight'],
  ],
  'toys-games': [
    ['Play', 'together'],
    ['Hours of', 'fun'],
    ['Game night', 'sorted'],
  ],
  'arts-hobbies': [
    ['Make', 'something'],
    ['Colour', 'your world'],
    ['Start your', 'project'],
  ],
  'gifts-events': [
    ['The perfect', 'gift'],
    ['Wrapped', 'with love'],
    ['Make', 'their day'],
  ],
  'books-education': [
    ['Learn', 'anything'],
    ['Your next', 'great read'],
    ['Skills that', 'pay off'],
  ],
  'travel-luggage': [
    ['Pack', 'lighter'],
    ['Go', 'further'],
    ['Weekend', 'ready'],
  ],
  automotive: [
    ['Drive', 'the new one'],
    ['Book a', 'test drive'],
    ['Built to', 'go further'],
  ],
  'business-industrial': [
    ['Grow your', 'business'],
    ['Work', 'smarter'],
    ['Save hours', 'every week'],
  ],
  apps: [
    ['Try it', 'free'],
    ['All in', 'one app'],
    ['Join 1M+', 'users'],
  ],
  other: [
    ['Made', 'for you'],
    ['Only', 'this week'],
    ['Discover', 'more'],
  ],
}

const SHOP = ['SHOP NOW', 'GET YOURS', 'ORDER NOW'] as const

/** The button: what a shopper, a traveller or an app user is asked to do. */
export const NICHE_BUTTONS: Record<Niche, readonly string[]> = {
  fashion: SHOP,
  'beauty-care': SHOP,
  'health-supplements': SHOP,
  'home-garden': SHOP,
  'food-drink': ['ORDER NOW', 'TRY IT'],
  'electronics-tech': ['SHOP NOW', 'LEARN MORE'],
  'sports-outdoors': SHOP,
  'pet-supplies': SHOP,
  'baby-parenting': SHOP,
  'toys-games': SHOP,
  'arts-hobbies': SHOP,
  'gifts-events': SHOP,
  'books-education': ['LEARN MORE', 'SIGN UP'],
  'travel-luggage': ['BOOK NOW', 'SHOP NOW'],
  automotive: ['BOOK NOW', 'LEARN MORE'],
  'business-industrial': ['LEARN MORE', 'GET A QUOTE'],
  apps: ['INSTALL NOW', 'GET THE APP'],
  other: SHOP,
}

/** Text for SVG content and attribute values: the five characters XML gives meaning to, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!)
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
