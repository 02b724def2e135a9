import type { Entry } from './shop-catalogue-values'

/** Kinds of marketing email; newsletters and cart reminders are sent far more than anything else. */
export const EMAIL_CAMPAIGN_TYPES: readonly Entry[] = [
  ['newsletter', 'Newsletter', 24],
  ['promotion', 'Promotion', 16],
  ['abandoned-cart', 'Abandoned cart', 12],
  ['welcome', 'Welcome series', 9],
  ['product-launch', 'Product launch', 8],
  ['seasonal-sale', 'Seasonal sale', 7],
  ['browse-abandonment', 'Browse abandonment', 5],
  ['post-purchase', 'Post-purchase', 5],
  ['win-back', 'Win-back', 4],
  ['back-in-stock', 'Back in stock', 3],
  ['review-request', 'Review request', 3],
  ['loyalty', 'Loyalty programme', 2],
  ['birthday', 'Birthday', 1],
  ['replenishment', 'Replenishment reminder', 1],
]

export const EMAIL_PROMOTION_TYPES: readonly Entry[] = [
  ['percentage-off', 'Percentage off', 32],
  ['none', 'No promotion', 26],
  ['free-shipping', 'Free shipping', 14],
  ['fixed-amount-off', 'Fixed amount off', 8],
  ['bogo', 'Buy one, get one', 6],
  ['gift-with-purchase', 'Gift with purchase', 5],
  ['bundle', 'Bundle deal', 4],
  ['early-access', 'Early access', 3],
  ['loyalty-points', 'Bonus loyalty points', 2],
]

/** Campaigns that mostly carry no offer: thanking, asking for a review, telling news. */
export const MOSTLY_WITHOUT_PROMOTION: ReadonlySet<string> = new Set([
  'newsletter',
  'post-purchase',
  'review-request',
  'back-in-stock',
])
