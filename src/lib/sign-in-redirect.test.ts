import { describe, expect, it } from 'vitest'
import { isPublicPath, safeRedirect, signInHref } from './sign-in-redirect'

describe('safeRedirect', () => {
  it('follows paths of this site, with their search and fragment', () => {
    expect(safeRedirect('/settings')).toBe('/settings')
    expect(safeRedirect('/?q=shoes&formats=image,video')).toBe('/?q=shoes&formats=image,video')
    expect(safeRedirect('/ads/abc#top')).toBe('/ads/abc#top')
  })

  it('sends anything else to the search', () => {
    for (const target of [
      undefined,
      42,
      '',
      'settings',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\tevil',
      ' /settings',
    ]) {
      expect(safeRedirect(target)).toBe('/')
    }
  })

  it('does not come back to a public page', () => {
    expect(safeRedirect('/sign-in?redirect=/x')).toBe('/')
    expect(safeRedirect('/welcome')).toBe('/')
  })
})

describe('signInHref', () => {
  it('carries the address to come back to, and leaves out the search page', () => {
    expect(signInHref('/settings?q=a%20b')).toBe('/sign-in?redirect=%2Fsettings%3Fq%3Da%2520b')
    expect(signInHref('/')).toBe('/sign-in')
    expect(signInHref('//evil.example')).toBe('/sign-in')
  })
})

describe('isPublicPath', () => {
  it('knows the pages people reach before signing in', () => {
    expect(isPublicPath('/sign-in')).toBe(true)
    expect(isPublicPath('/join/')).toBe(true)
    expect(isPublicPath('/reset-password')).toBe(true)
    expect(isPublicPath('/shared/boards/abc')).toBe(true)
    expect(isPublicPath('/settings')).toBe(false)
    expect(isPublicPath('/sharedboards')).toBe(false)
    expect(isPublicPath('/boards/abc')).toBe(false)
    expect(isPublicPath('/')).toBe(false)
  })
})
