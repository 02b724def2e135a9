import { FORMAT_LABELS, type Format } from '../../contract/enums'

/**
 * One colour per format, as whole Tailwind classes (so the build finds them) with a dark variant: the
 * charts follow the theme with no script. The light theme's 600-700 shades and the dark theme's
 * 300-400 ones keep 3:1 against the page, as marks that carry meaning must.
 */
const COLOURS: Record<Format, { fill: string; swatch: string }> = {
  video: { fill: 'fill-accent', swatch: 'bg-accent' },
  image: { fill: 'fill-teal-600 dark:fill-teal-400', swatch: 'bg-teal-600 dark:bg-teal-400' },
  carousel: { fill: 'fill-amber-600 dark:fill-amber-400', swatch: 'bg-amber-600 dark:bg-amber-400' },
  dco: { fill: 'fill-rose-600 dark:fill-rose-400', swatch: 'bg-rose-600 dark:bg-rose-400' },
  dpa: { fill: 'fill-fuchsia-700 dark:fill-fuchsia-300', swatch: 'bg-fuchsia-700 dark:bg-fuchsia-300' },
}
const OTHER = { fill: 'fill-faint', swatch: 'bg-faint' }

const isFormat = (value: string): value is Format => Object.hasOwn(FORMAT_LABELS, value)

export const formatColour = (format: string) => (isFormat(format) ? COLOURS[format] : OTHER)

/** "Video"; a format the app does not know keeps the name the API gave it. */
export const formatLabel = (format: string) => (isFormat(format) ? FORMAT_LABELS[format] : format)
