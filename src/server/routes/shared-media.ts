import type { Context, MiddlewareHandler } from 'hono'
import type { Ad } from '../../contract/ad'
import type { AppConfig } from '../config'
import { requestOrigin } from '../http/request-origin'
import type { Team } from '../workspace/team'

/**
 * The generated media of this server (`/media/images/…`, `/media/clips/…`) are the team's: in private
 * mode they need an account. A board's share link opens its own ads' media to its readers: the shared
 * board's ads link them with `?share=<token>`, and a request for one of them that carries a link still
 * on is let through. Kept copies (`/media/saved/…`) need no token: their names are hashes of their
 * content.
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

/**
 * In front of the media's own check: a request with a share link still on needs no account, for the
 * media of that board's ads only. Any other medium with the token is asked for an account as without
 * one: a link shows one board, not every image this server draws.
 */
export function sharedMediaGate(
  team: Team,
  config: Pick<AppConfig, 'publicUrl'>,
  check: MiddlewareHandler,
): MiddlewareHandler {
  return async (c: Context, next) => {
    const token = c.req.query('share')
    if (token && token.length <= 100) {
      const board = await team.boards.byShareToken(token)
      const path = new URL(c.req.url).pathname
      // Saved as a path of this server, or as the absolute URL a shared page made of it.
      const absolute = `${requestOrigin(c, config.publicUrl)}${path}`
      if (board && (await team.boards.showsMedia(board.id, path, [absolute]))) return next()
    }
    return check(c, next)
  }
}
