/**
 * Where people go to sign in, and back. The pages that links and strangers open (sign in, a welcome,
 * invitation or reset link) are public: nobody is sent away from them to sign in.
 */
export const PUBLIC_PATHS = ['/sign-in', '/welcome', '/join', '/reset-password'] as const

/** A shared board's page: for whoever has its link, signed in or not. */
const SHARED_PREFIX = '/shared/'

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (PUBLIC_PATHS as readonly string[]).includes(path) || path.startsWith(SHARED_PREFIX)
}

/**
 * The sign-in page, with the address to return to afterwards (`/sign-in?redirect=%2Fsettings`).
 * Opened as a new document: the router writes only the search's own parameters into the URL.
 */
export function signInHref(returnTo: string): string {
  const back = safeRedirect(returnTo)
  return back === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(back)}`
}

/**
 * The address to go to after signing in: a path of this site (`/settings?q=x`), never another
 * site (`//evil.example`, `/\evil.example`, `https://…`) nor a public page; anything else is `/`.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || /^\/[/\\]/.test(target)) return '/'
  // Control characters and spaces are dropped by URL parsers in ways that could change the host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
  if (/[\u0000-\u0020\u007f]/.test(target)) return '/'
  let url: URL
  try {
    url = new URL(target, 'http://same.invalid')
  } catch {
    return '/'
  }
  if (url.origin !== 'http://same.invalid' || isPublicPath(url.pathname)) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}

let leaving = false

/**
 * Leaves the page for the sign-in page, coming back here afterwards: once, however many requests
 * were refused at the same time; nothing on a public page, or outside a browser (tests).
 */
export function sendToSignIn(): void {
  if (leaving || typeof window === 'undefined' || isPublicPath(window.location.pathname)) return
  leaving = true
  const { pathname, search, hash } = window.location
  window.location.assign(signInHref(`${pathname}${search}${hash}`))
}
