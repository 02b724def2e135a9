import type { Ad } from '../../contract/ad'

/** A path on this server (`/media/...`) becomes a URL of it; `//host` is not a path and stays as it is. */
function absolute(link: string, origin: string): string
function absolute(link: string | null, origin: string): string | null
function absolute(link: string | null, origin: string): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? `${origin}${link}` : link
}

/** The ad as clients see it: generated ads keep media and service links as paths, made absolute here. */
export function publicAd(ad: Ad, origin: string): Ad {
  return {
    ...ad,
    media: {
      ...ad.media,
      image: absolute(ad.media.image, origin),
      video: absolute(ad.media.video, origin),
      thumbnail: absolute(ad.media.thumbnail, origin),
    },
    service_url: absolute(ad.service_url, origin),
  }
}
