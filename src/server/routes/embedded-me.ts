import { Me } from '../../contract/me'
import { ME_ID } from '../../search/embedded-me'
import type { AppFetch } from '../http/app-fetch'

/**
 * The app's HTML with who is signed in (`GET /api/v1/me`, asked as the browser would ask, with its
 * cookies), so that the app opens without waiting for that answer first. Left out when nobody is
 * (private mode answers 401) or the answer is off-contract: the app then asks for itself.
 */
export async function withMe(
  html: string,
  { url, cookie, app }: { url: string; cookie: string | undefined; app: AppFetch },
) {
  if (!html.includes('</head>')) return html
  let me: Me
  try {
    const response = await app(
      new Request(new URL('/api/v1/me', url), {
        headers: { Accept: 'application/json', ...(cookie && { Cookie: cookie }) },
      }),
    )
    if (!response.ok) return html
    const parsed = Me.safeParse(await response.json())
    if (!parsed.success) return html
    me = parsed.data
  } catch {
    return html
  }
  // As for the first page: in a script element only `<` can end the data early.
  const data = `<script type="application/json" id="${ME_ID}">${JSON.stringify(me).replaceAll('<', '\\u003c')}</script>`
  // A function, not a string: `$&` and the like in the data are not replacement patterns.
  return html.replace('</head>', () => `${data}</head>`)
}
