import { FORMAT_LABELS, type Format } from '../../contract/enums'

/**
 * The media box's shape: square for a creative, a low band for an ad whose source gave no image or
 * video at all (many real exports give none), so its text is not pushed below a large empty box.
 */
export const mediaBox = (hasMedia: boolean) => (hasMedia ? 'aspect-square' : 'aspect-[3/1]')

interface MediaPlaceholderProps {
  format: Format
  none?: boolean
  /** The icon alone, for a thumbnail too small for words (a compact card names the ad beside it). */
  compact?: boolean
}

/**
 * Stands in for media that failed to load, the same size as it would have been, so the card keeps
 * its shape and stays usable; or, `none`, says that the ad's source gave no image or video.
 */
export function MediaPlaceholder({ format, none = false, compact = false }: MediaPlaceholderProps) {
  return (
    <span className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-sunken text-muted">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className={none || compact ? 'size-6 opacity-70' : 'size-8 opacity-70'}
      >
        <rect x="3" y="4" width="18" height="16" rx="2.5" />
        {format === 'video' ? <path d="m10 9 5 3-5 3z" /> : <path d="m3 16 5-5 4 4 3-3 6 6M15.5 9.5h.01" />}
      </svg>
      {compact ? null : none ? (
        <span className="text-xs">No image or video in its source</span>
      ) : (
        <>
          <span className="text-sm font-medium">{FORMAT_LABELS[format]}</span>
          <span className="text-xs">Preview unavailable</span>
        </>
      )}
    </span>
  )
}

/** The corner badge of a video: a play mark and the running time. */
export function VideoBadge({ duration }: { duration: string | null }) {
  return (
    <span className="pointer-events-none absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/75 px-2 py-0.5 text-xs font-medium text-white tabular-nums backdrop-blur-sm">
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="size-3">
        <path d="M4.5 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L5.4 2.3a.6.6 0 0 0-.9.5z" />
      </svg>
      <span className="sr-only">Video</span>
      {duration}
    </span>
  )
}
