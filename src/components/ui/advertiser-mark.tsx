/** A hue of the advertiser's own (the same name always gets the same), for marks that stand in for a logo. */
export function advertiserHue(name: string): number {
  let hash = 0
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) >>> 0
  return hash % 360
}

/** The advertiser's initials: "Casa Serrato" -> "CS", "modeix" -> "M". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('') || '?'
}

const SIZES = { sm: 'size-5 text-[0.5625rem]', md: 'size-8 text-xs' }

/**
 * The advertiser's initials on its own colour, where a logo would be: ad libraries give no logos we
 * may show, and a steady mark makes a brand easy to spot again in a grid.
 */
export function AdvertiserMark({ name, size = 'md' }: { name: string; size?: keyof typeof SIZES }) {
  const hue = advertiserHue(name)
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold tracking-tight text-white ${SIZES[size]}`}
      style={{ background: `hsl(${hue} 65% 28%)` }}
    >
      {initialsOf(name)}
    </span>
  )
}
