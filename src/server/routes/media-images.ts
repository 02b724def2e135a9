import { Hono } from 'hono'
import { ProblemError, problemResponse } from '../http/problem'
import { adImageSvg } from '../media/ad-image'
import { creativeOfFile } from '../media/creative-file'

/**
 * `/media/images/<n>-<shape>-<niche>-<hue>.svg` (and `<n>.svg`, kept on boards saved before shapes):
 * the generated ads' creatives, drawn on request from the name alone and the same forever. Who may
 * see them is checked before.
 */
export function mediaImageRoutes({ access }: { access: 'private' | 'public' }) {
  return new Hono().get('/media/images/:file', (c) => {
    const creative = creativeOfFile(c.req.param('file'))
    if (!creative) return problemResponse(c, new ProblemError(404, 'not_found', 'There is no such image'))
    return c.body(adImageSvg(creative), 200, {
      'Content-Type': 'image/svg+xml',
      // Kept by the browser only when the media is private: no shared cache may hand it to others.
      'Cache-Control': `${access}, max-age=31536000, immutable`,
      // API clients on other origins show these images from the absolute URLs the API gives them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })
}
