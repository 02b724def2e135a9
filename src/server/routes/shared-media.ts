import type { Context, MiddlewareHandler } from 'hono'
import type { Ad } from '../../contract/ad'
import type { Team } from '../workspace/team'

/**
 * The generated media of this server (`/media/images/…`, `/media/clips/…`) are the team's: in private
 * mode they need an account. A board's share link opens them to its readers: the shared board's ads
 * link them with `?share=<token>`, and a request that carries a link still on is let through. Kept
 * copies (`/media/saved/…`) need no token: their names are hashes of their content.
 */
export function withShareToken(ad: Ad, origin: string, token: string): Ad {
  const own = `${origin}/media/`
  const tokened = (url: string | null) =>
    url?.startsWith(own) && !url.startsWith(`${own}saved/`)
      ? `${url}${url.includes('?') ? '&' : '?'}share=${encodeURIComponent(token)}`
      : url
  return {
    ...ad,
    media: {
      ...ad.media,
      image: tokened(ad.media.image),
      video: tokened(ad.media.video),
      thumbnail: tokened(ad.media.thumbnail) ?? '',
    },
  }
}

/** In front of the media's own check: a request with a share link still on needs no account. */
export function sharedMediaGate(team: Team, check: MiddlewareHandler): MiddlewareHandler {
  return async (c: Context, next) => {
    const token = c.req.query('share')
    if (token && token.length <= 100 && (await team.boards.byShareToken(token))) return next()
    return check(c, next)
  }
}
