import { useEffect, useState } from 'react'

type Theme = 'system' | 'light' | 'dark'
const NEXT: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' }
const STORAGE_KEY = 'ad-search-theme'

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

/** Sets or clears the page's theme override; main.tsx calls it once before the first render. */
export function applyTheme(theme: Theme = storedTheme()): void {
  if (theme === 'system') document.documentElement.removeAttribute('data-theme')
  else document.documentElement.setAttribute('data-theme', theme)
}

/** Cycles system -> light -> dark; the choice is remembered on this device. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(storedTheme)
  useEffect(() => {
    applyTheme(theme)
    try {
      if (theme === 'system') localStorage.removeItem(STORAGE_KEY)
      else localStorage.setItem(STORAGE_KEY, theme)
    } catch {
      // Private browsing without storage: the choice lasts until the page closes.
    }
  }, [theme])
  return (
    <button
      type="button"
      onClick={() => setTheme(NEXT[theme])}
      className="focus-ring rounded-md border border-line-strong px-2 py-1 text-sm sm:px-2.5 sm:py-1.5 font-medium text-muted hover:bg-sunken"
    >
      Theme<span className="max-sm:sr-only">: {theme}</span>
    </button>
  )
}
