import { countryFlag, countryName } from '../../search/display-names'

interface CountryListProps {
  countries: readonly string[]
  /** Show this many and a "+N" for the rest; all when absent. */
  max?: number
  /** Flags before the names; the detail shows them, the cards do not. */
  flags?: boolean
  className?: string
}

/** The first `max` countries and how many more there are, for a short list that ends in "+N". */
export function firstCountries(codes: readonly string[], max: number): { shown: string[]; more: number } {
  // "+1" would take as much room as the one name it hides.
  const limit = codes.length === max + 1 ? codes.length : max
  const shown = codes.slice(0, limit)
  return { shown, more: codes.length - shown.length }
}

/** Countries as flag and name; the flag is decoration (some systems draw it as two letters). */
export function CountryList({ countries, max, flags = true, className = '' }: CountryListProps) {
  if (countries.length === 0) return null
  const { shown, more } =
    max === undefined ? { shown: [...countries], more: 0 } : firstCountries(countries, max)
  const hidden = countries.slice(shown.length)
  return (
    <ul aria-label="Countries" className={`flex flex-wrap gap-x-2.5 gap-y-0.5 ${className}`}>
      {shown.map((code) => (
        <li key={code} className="inline-flex items-center gap-1 whitespace-nowrap">
          {flags && <span aria-hidden="true">{countryFlag(code)}</span>}
          {countryName(code)}
        </li>
      ))}
      {more > 0 && (
        <li
          title={hidden.map((code) => countryName(code)).join(', ')}
          className="whitespace-nowrap font-medium"
        >
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      )}
    </ul>
  )
}
