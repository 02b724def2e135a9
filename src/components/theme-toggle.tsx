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
      className="rounded-md border border-slate-300 px-2 py-1 text-sm sm:px-2.5 sm:py-1.5 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      Theme<span className="max-sm:sr-only">: {theme}</span>
    </button>
  )
}
