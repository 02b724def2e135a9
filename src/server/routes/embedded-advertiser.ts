import { AdvertiserAnswer } from '../../contract/stats'
import {
  ADVERTISER_FIGURES_ID,
  advertiserFiguresRequest,
  advertiserPath,
  type EmbeddedAdvertiserFigures,
} from '../../search/advertiser-figures'
import type { AppFetch } from '../http/app-fetch'
import { withinBudget } from './first-page'

/**
 * An advertiser's page with its dashboard figures in a JSON data block, asked of the API as the
 * browser would ask (its session, its access), so the figures draw with the page instead of after
 * another round trip. Any other page, or an answer that is not good and in time, leaves it unchanged.
 */
export async function withAdvertiserFigures(
  html: string,
  { url, cookie, app }: { url: string; cookie: string | undefined; app: AppFetch },
): Promise<string> {
  const target = new URL(url)
  const request = advertiserFiguresRequest(target.pathname, target.search)
  if (!request || !html.includes('</head>')) return html
  const answer = await withinBudget(
    figuresOf(app, new URL(`/api/v1${advertiserPath(request)}`, target), cookie),
  )
  if (!answer) return html
  const embedded: EmbeddedAdvertiserFigures = { request, answer }
  // Inside a script element only `<` can end the data early; JSON reads \u003c as `<`.
  const data = `<script type="application/json" id="${ADVERTISER_FIGURES_ID}">${JSON.stringify(embedded).replaceAll('<', '\\u003c')}</script>`
  return html.replace('</head>', () => `${data}</head>`)
}

async function figuresOf(
  app: AppFetch,
  url: URL,
  cookie: string | undefined,
): Promise<AdvertiserAnswer | null> {
  try {
    const response = await app(
      new Request(url, { headers: { Accept: 'application/json', ...(cookie && { Cookie: cookie }) } }),
    )
    if (!response.ok) return null
    const answer = AdvertiserAnswer.safeParse(await response.json())
    return answer.success ? answer.data : null
  } catch {
    return null
  }
}
