import type { ReactNode } from 'react'
import { PLATFORM_LABELS, type Platform } from '../contract/enums'

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const

/** Simplified marks, drawn in the brand's colour so a glance is enough; names come from the contract. */
const ICONS: Record<Platform, { color: string; shape: ReactNode }> = {
  facebook: {
    color: 'text-[#1877f2] dark:text-[#4d94ff]',
    shape: (
      <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
    ),
  },
  instagram: {
    color: 'text-[#e1306c] dark:text-[#f06292]',
    shape: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" {...stroke} />
        <circle cx="12" cy="12" r="4" {...stroke} />
        <circle cx="17.3" cy="6.7" r="1.2" />
      </>
    ),
  },
  tiktok: {
    color: 'text-ink',
    shape: (
      <path d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.3 7.3 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6z" />
    ),
  },
  google: {
    color: 'text-[#4285f4] dark:text-[#8ab4f8]',
    shape: <path d="M20 12a8 8 0 1 1-2.3-5.7M12.5 12H20" {...stroke} strokeWidth={2.6} />,
  },
  youtube: {
    color: 'text-[#ff0000] dark:text-[#ff4e45]',
    shape: (
      <path
        fillRule="evenodd"
        d="M22.5 7.2a3 3 0 0 0-2.1-2.1C18.5 4.6 12 4.6 12 4.6s-6.5 0-8.4.5A3 3 0 0 0 1.5 7.2 31 31 0 0 0 1 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.4.5 8.4.5s6.5 0 8.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 23 12a31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.4 3.1z"
      />
    ),
  },
  messenger: {
    color: 'text-[#0084ff] dark:text-[#4da8ff]',
    shape: (
      <path
        fillRule="evenodd"
        d="M12 2C6.4 2 2 6.1 2 11.7c0 2.9 1.2 5.5 3.2 7.2V22l3-1.7c1.2.3 2.4.5 3.8.5 5.6 0 10-4.1 10-9.7S17.6 2 12 2zm1 12.9-2.5-2.7-5 2.7 5.5-5.8 2.6 2.7 4.9-2.7z"
      />
    ),
  },
  audience_network: {
    color: 'text-[#3b5bdb] dark:text-[#91a7ff]',
    shape: (
      <>
        <path d="M6 17 12 7l6 10H6z" {...stroke} strokeWidth={1.6} />
        <circle cx="12" cy="6" r="3" />
        <circle cx="5.5" cy="17.5" r="3" />
        <circle cx="18.5" cy="17.5" r="3" />
      </>
    ),
  },
  threads: {
    color: 'text-ink',
    shape: (
      <path
        d="M16.3 11.2c-.3-2.4-1.9-3.6-4.1-3.6-2.5 0-3.9 1.8-3.9 4.1 0 2.2 1.4 3.8 3.7 3.8 2.7 0 4.3-1.9 4.3-5.2 0-4.2-2.7-6.8-6.6-6.8C5.9 3.5 3.5 6.9 3.5 12s2.5 8.5 7.2 8.5c3 0 5.1-1.2 6.3-3.2"
        {...stroke}
      />
    ),
  },
}

/** A platform's mark with its name as the accessible name (and as a tooltip for sighted users). */
export function PlatformIcon({ platform, className = 'size-4' }: { platform: Platform; className?: string }) {
  const { color, shape } = ICONS[platform]
  const label = PLATFORM_LABELS[platform]
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={`shrink-0 ${color} ${className}`}
    >
      <title>{label}</title>
      {shape}
    </svg>
  )
}

/** The platforms an ad runs on, as a compact row of marks. */
export function PlatformIcons({ platforms }: { platforms: readonly Platform[] }) {
  return (
    <ul aria-label="Platforms" className="flex shrink-0 items-center gap-1">
      {platforms.map((platform) => (
        <li key={platform} className="flex">
          <PlatformIcon platform={platform} />
        </li>
      ))}
    </ul>
  )
}
