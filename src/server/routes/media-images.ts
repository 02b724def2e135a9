import { Hono } from 'hono'
import { ProblemError, problemResponse } from '../http/problem'
import { adImageSvg } from '../media/ad-image'

/** Up to nine digits, no leading zeros: one URL per image, and numbers the generator can take. */
export const IMAGE_FILE = /^(0|[1-9]\d{0,8})\.svg$/

/** `/media/images/<n>.svg`: the generated ads' images, drawn on request and the same forever. Who may see them is checked before. */
export function mediaImageRoutes({ access }: { access: 'private' | 'public' }) {
  return new Hono().get('/media/images/:file', (c) => {
    const match = IMAGE_FILE.exec(c.req.param('file'))
    if (!match) return problemResponse(c, new ProblemError(404, 'not_found', 'There is no such image'))
    return c.body(adImageSvg(Number(match[1])), 200, {
      'Content-Type': 'image/svg+xml',
      // Kept by the browser only when the media is private: no shared cache may hand it to others.
      'Cache-Control': `${access}, max-age=31536000, immutable`,
      // API clients on other origins show these images from the absolute URLs the API gives them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })
}
