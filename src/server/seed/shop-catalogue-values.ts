/**
 * Values of the shop facets with display labels and how common they are. Weights follow what
 * store-technology surveys show: Shopify dominates D2C shops, Klaviyo and review apps are on most
 * of them, Google Analytics and the Meta pixel on nearly all.
 */
export type Entry = readonly [slug: string, label: string, weight: number]

export const SHOP_PLATFORMS: readonly Entry[] = [
  ['shopify', 'Shopify', 55],
  ['woocommerce', 'WooCommerce', 18],
  ['wix', 'Wix', 7],
  ['squarespace', 'Squarespace', 5],
  ['bigcommerce', 'BigCommerce', 4],
  ['magento', 'Magento', 4],
  ['prestashop', 'PrestaShop', 3],
  ['shopware', 'Shopware', 2],
  ['salesforce-commerce-cloud', 'Salesforce Commerce Cloud', 1],
  ['ecwid', 'Ecwid', 1],
]

/** Installed apps; the weight is the share (percent) of shops that have one. */
export const SHOP_APPS: readonly Entry[] = [
  ['klaviyo', 'Klaviyo', 42],
  ['judge-me', 'Judge.me', 24],
  ['shop-pay-installments', 'Shop Pay Installments', 18],
  ['mailchimp', 'Mailchimp', 12],
  ['yotpo', 'Yotpo', 11],
  ['gorgias', 'Gorgias', 10],
  ['klarna', 'Klarna On-site Messaging', 9],
  ['aftership', 'AfterShip', 9],
  ['loox', 'Loox', 8],
  ['pagefly', 'PageFly', 8],
  ['recharge', 'Recharge', 8],
  ['afterpay', 'Afterpay', 7],
  ['attentive', 'Attentive', 7],
  ['omnisend', 'Omnisend', 7],
  ['route', 'Route', 7],
  ['smile-io', 'Smile.io', 6],
  ['rebuy', 'Rebuy', 6],
  ['okendo', 'Okendo', 6],
  ['privy', 'Privy', 6],
  ['tidio', 'Tidio', 6],
  ['gempages', 'GemPages', 5],
  ['postscript', 'Postscript', 5],
  ['stamped', 'Stamped', 5],
  ['weglot', 'Weglot', 5],
  ['vitals', 'Vitals', 4],
  ['reviews-io', 'REVIEWS.io', 4],
  ['triple-whale', 'Triple Whale', 4],
  ['boost-commerce', 'Boost AI Search & Filter', 4],
  ['zipify-pages', 'Zipify Pages', 3],
  ['elevar', 'Elevar', 3],
  ['growave', 'Growave', 3],
  ['bold-subscriptions', 'Bold Subscriptions', 2],
  ['northbeam', 'Northbeam', 2],
  ['searchanise', 'Searchanise', 2],
  ['langify', 'Langify', 1],
]

/** Technologies detected on shops; the weight is the share (percent) of shops that use each. */
export const TECHNOLOGIES: readonly Entry[] = [
  ['google-analytics', 'Google Analytics', 82],
  ['google-tag-manager', 'Google Tag Manager', 68],
  ['meta-pixel', 'Meta Pixel', 66],
  ['paypal', 'PayPal', 54],
  ['google-ads', 'Google Ads', 44],
  ['cloudflare', 'Cloudflare', 38],
  ['tiktok-pixel', 'TikTok Pixel', 31],
  ['stripe', 'Stripe', 26],
  ['recaptcha', 'reCAPTCHA', 20],
  ['klarna-checkout', 'Klarna Checkout', 18],
  ['hotjar', 'Hotjar', 15],
  ['pinterest-tag', 'Pinterest Tag', 15],
  ['trustpilot', 'Trustpilot', 14],
  ['microsoft-clarity', 'Microsoft Clarity', 11],
  ['microsoft-ads', 'Microsoft Advertising', 10],
  ['snapchat-pixel', 'Snapchat Pixel', 8],
  ['zendesk', 'Zendesk', 7],
  ['criteo', 'Criteo', 6],
  ['sentry', 'Sentry', 6],
  ['intercom', 'Intercom', 5],
  ['segment', 'Segment', 5],
  ['vwo', 'VWO', 3],
  ['optimizely', 'Optimizely', 2],
]

/** Themes per shop platform: Dawn, Shopify's free default, is by far the most common. */
export const THEMES: Record<string, readonly Entry[]> = {
  shopify: [
    ['dawn', 'Dawn', 26],
    ['debut', 'Debut', 9],
    ['prestige', 'Prestige', 8],
    ['impulse', 'Impulse', 8],
    ['custom', 'Custom theme', 8],
    ['turbo', 'Turbo', 6],
    ['sense', 'Sense', 5],
    ['refresh', 'Refresh', 4],
    ['motion', 'Motion', 4],
    ['symmetry', 'Symmetry', 3],
    ['focal', 'Focal', 3],
    ['empire', 'Empire', 3],
    ['broadcast', 'Broadcast', 3],
    ['warehouse', 'Warehouse', 3],
    ['craft', 'Craft', 2],
    ['be-yours', 'Be Yours', 2],
    ['booster', 'Booster', 2],
    ['expanse', 'Expanse', 2],
  ],
  woocommerce: [
    ['astra', 'Astra', 10],
    ['flatsome', 'Flatsome', 9],
    ['storefront', 'Storefront', 7],
    ['hello-elementor', 'Hello Elementor', 7],
    ['divi', 'Divi', 6],
    ['kadence', 'Kadence', 5],
    ['oceanwp', 'OceanWP', 4],
    ['custom', 'Custom theme', 6],
  ],
  magento: [
    ['luma', 'Luma', 5],
    ['hyva', 'Hyvä', 4],
    ['porto', 'Porto', 3],
    ['custom', 'Custom theme', 6],
  ],
  bigcommerce: [
    ['cornerstone', 'Cornerstone', 6],
    ['custom', 'Custom theme', 3],
  ],
  prestashop: [
    ['classic', 'Classic', 5],
    ['warehouse', 'Warehouse', 3],
    ['custom', 'Custom theme', 2],
  ],
  other: [
    ['platform-template', 'Platform template', 7],
    ['custom', 'Custom theme', 3],
  ],
}
