import type { Ad } from '../../contract/ad'
import { formatDuration } from '../../lib/format'
import { cardMedia } from '../../search/card-media'
import { AdStill } from '../ad-card/ad-still'
import { VideoBadge } from '../ad-card/media-placeholder'

/**
 * A winner's still, as the grid's cards pick it (only http(s) URLs from the ad's data), loaded when
 * the row scrolls it near. Decoration: the card's title names the ad.
 */
export function WinnerMedia({ ad }: { ad: Ad }) {
  const { video, still } = cardMedia(ad.media)
  const none = video === null && still === null
  // Many real exports carry no media: a low band says so without a tall empty box.
  return (
    <div className={`relative overflow-hidden bg-sunken ${none ? 'aspect-[3/1]' : 'aspect-[4/3]'}`}>
      <AdStill ad={ad} width={320} height={240} alt="" />
      {video && (
        <VideoBadge duration={ad.media.video_duration > 0 ? formatDuration(ad.media.video_duration) : null} />
      )}
    </div>
  )
}
