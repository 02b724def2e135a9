import { LineIcon } from '../../components/line-icon'
import { serviceLink } from './ad-links'

interface ServiceLinkProps {
  serviceUrl: string
  className: string
  describedBy?: string
}

/** "View on Facebook" / "Open ad": the ad on its platform, in a new tab; nothing when the URL is not http(s). */
export function ServiceLink({ serviceUrl, className, describedBy }: ServiceLinkProps) {
  const link = serviceLink(serviceUrl)
  if (!link) return null
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      className={className}
    >
      {link.label}
      <LineIcon
        path="M11 4h5v5M16 4l-7 7M14 12v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3"
        className="size-3.5"
        strokeWidth={1.6}
      />
    </a>
  )
}
