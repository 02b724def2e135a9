import type { Niche } from '../../contract/enums'
import type { CtaKind } from './copy/language-copy'
import { WeightedChoice } from './weighted-choice'

/** What ads of a niche have in common across languages. */
export interface NicheTraits {
  emoji: readonly string[]
  /** TikTok caption hashtags (English tags dominate there whatever the caption's language). */
  hashtags: readonly string[]
  /** Typical price range in US dollars. */
  price: readonly [number, number]
  cta: readonly CtaKind[]
  /** Words brands of the niche put after their name: "Lumora Skincare". */
  brandWords: readonly string[]
}

function traits(
  emoji: string,
  hashtags: string,
  price: [number, number],
  cta: CtaKind[],
  brandWords: string,
) {
  return {
    emoji: emoji.split(' '),
    hashtags: hashtags.split(' '),
    price,
    cta,
    brandWords: brandWords.split(' '),
  }
}

export const NICHE_TRAITS: Record<Niche, NicheTraits> = {
  fashion: traits(
    '👗 👟 ✨ 🛍️',
    'ootd fashiontok styleinspo',
    [19, 149],
    ['shop'],
    'Studio Apparel Label Wear',
  ),
  'beauty-care': traits(
    '💄 ✨ 🌸 💅',
    'skincare beautytok glowup',
    [12, 79],
    ['shop'],
    'Skincare Beauty Cosmetics Lab',
  ),
  'health-supplements': traits(
    '💪 🌿 💊',
    'wellness guthealth healthyhabits',
    [19, 69],
    ['shop'],
    'Nutrition Health Vitals',
  ),
  'home-garden': traits(
    '🏡 🪴 🛋️',
    'homedecor cleantok gardening',
    [15, 249],
    ['shop'],
    'Home Living Interiors Garden',
  ),
  'food-drink': traits(
    '☕ 🍫 🥗',
    'foodtok recipe coffeelover',
    [9, 59],
    ['shop'],
    'Foods Coffee Kitchen Pantry',
  ),
  'electronics-tech': traits(
    '⚡ 🎧 📱',
    'techtok gadgets desksetup',
    [29, 399],
    ['shop'],
    'Tech Audio Labs Electronics',
  ),
  'sports-outdoors': traits(
    '🏃 ⛰️ 🚴',
    'fitness gymtok outdoors',
    [19, 199],
    ['shop'],
    'Sports Outdoor Athletics Fitness',
  ),
  'pet-supplies': traits(
    '🐶 🐱 🐾',
    'dogsoftiktok catsoftiktok petlover',
    [9, 79],
    ['shop'],
    'Pets Paws Petcare',
  ),
  'baby-parenting': traits(
    '👶 🍼 💛',
    'momtok parenting babymusthaves',
    [14, 129],
    ['shop'],
    'Baby Kids Little',
  ),
  'toys-games': traits('🧸 🎲 🎮', 'toys boardgames kidsactivities', [9, 89], ['shop'], 'Toys Games Play'),
  'arts-hobbies': traits('🎨 🧶 ✏️', 'crafttok art diy', [9, 69], ['shop'], 'Crafts Studio Supply'),
  'gifts-events': traits(
    '🎁 🎉 💝',
    'giftideas giftsforher partyideas',
    [15, 99],
    ['shop'],
    'Gifts Moments Party',
  ),
  'books-education': traits(
    '📚 🎓 ✍️',
    'booktok studytok learnontiktok',
    [9, 199],
    ['learn', 'shop'],
    'Academy Learning Books',
  ),
  'travel-luggage': traits(
    '✈️ 🧳 🌍',
    'traveltok packwithme wanderlust',
    [49, 399],
    ['shop', 'book'],
    'Travel Trips Luggage',
  ),
  automotive: traits('🚗 🔧 🏁', 'cartok carcare detailing', [19, 299], ['shop'], 'Auto Motors Garage'),
  'business-industrial': traits(
    '📈 🏭 💼',
    'smallbusiness b2b entrepreneur',
    [29, 499],
    ['learn', 'shop'],
    'Works Supply Solutions',
  ),
  apps: traits('📲 🚀 ✅', 'apps productivity appoftheday', [3, 15], ['app'], 'App Mobile Hub'),
  other: traits('⭐ 🔥 💯', 'musthave viral tiktokmademebuyit', [9, 99], ['shop'], 'Goods Co Store'),
}

/** Advertisers per niche: fashion and beauty dominate ad libraries, automotive and B2B are rare. */
export const ADVERTISER_NICHES = new WeightedChoice<Niche>([
  ['fashion', 14],
  ['beauty-care', 12],
  ['home-garden', 9],
  ['health-supplements', 8],
  ['electronics-tech', 8],
  ['food-drink', 7],
  ['sports-outdoors', 6],
  ['apps', 6],
  ['pet-supplies', 4],
  ['baby-parenting', 3],
  ['toys-games', 3],
  ['gifts-events', 3],
  ['books-education', 3],
  ['travel-luggage', 3],
  ['other', 3],
  ['arts-hobbies', 2],
  ['automotive', 2],
  ['business-industrial', 2],
])
