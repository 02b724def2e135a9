import { useEffect, useRef, useState } from 'react'
import { LineIcon } from '../../components/line-icon'
import { adShareUrl } from './ad-links'

const MESSAGE_MS = 2000

interface CopyLinkButtonProps {
  adId: string
  className: string
  describedBy?: string
}

/**
 * Copies the ad's shareable address. The button keeps its label (so it can be found again by
 * name); the outcome is said next to it in a live region for a moment.
 */
export function CopyLinkButton({ adId, className, describedBy }: CopyLinkButtonProps) {
  const [message, setMessage] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const say = (text: string) => {
    setMessage(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS)
  }
  const copy = async () => {
    try {
      // Missing outside secure contexts and refusable by the user: both end in the catch.
      await navigator.clipboard.writeText(adShareUrl(adId, window.location.origin))
      say('Copied')
    } catch {
      say('Could not copy')
    }
  }

  return (
    <span className="relative inline-flex">
      <button type="button" onClick={copy} aria-describedby={describedBy} className={className}>
        <LineIcon
          path="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1"
          className="size-3.5"
          strokeWidth={1.6}
        />
        Copy link
      </button>
      <span
        role="status"
        className={`pointer-events-none absolute bottom-full left-1/2 mb-1.5 -translate-x-1/2 whitespace-nowrap rounded-md bg-ink px-2 py-0.5 text-xs font-medium text-surface shadow ${message ? '' : 'invisible'}`}
      >
        {message}
      </span>
    </span>
  )
}
