import { describe, expect, it } from 'vitest'
import { safeHttpUrl, urlHost } from './safe-url'

describe('safeHttpUrl', () => {
  it('accepts absolute http and https URLs, in their parsed form', () => {
    expect(safeHttpUrl('https://shop.example/sale?x=1#top')).toBe('https://shop.example/sale?x=1#top')
    expect(safeHttpUrl('http://127.0.0.1:3101/media/clips/1.webm')).toBe(
      'http://127.0.0.1:3101/media/clips/1.webm',
    )
    expect(safeHttpUrl('HTTPS://Shop.Example')).toBe('https://shop.example/')
    expect(safeHttpUrl('  https://shop.example/  ')).toBe('https://shop.example/')
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript://shop.example/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://shop.example/1234',
    'ftp://shop.example/file',
    'mailto:someone@shop.example',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull()
  })

  it('refuses relative, protocol-relative and host-less values', () => {
    for (const value of ['/ads/1', 'ads/1', '//evil.example/x', '?q=1', '#top', 'https:', 'http://']) {
      expect(safeHttpUrl(value), value).toBeNull()
    }
  })

  it('refuses empty values and anything that is not a string', () => {
    for (const value of ['', '   ', null, undefined, 42, {}, ['https://shop.example']]) {
      expect(safeHttpUrl(value)).toBeNull()
    }
  })

  it('never lets markup through unescaped', () => {
    const href = safeHttpUrl('https://shop.example/"><script>alert(1)</script>')
    expect(href).not.toBeNull()
    expect(href).not.toContain('<')
    expect(href).not.toContain('"')
  })
})

describe('urlHost', () => {
  it('gives the host without www, or null for unsafe values', () => {
    expect(urlHost('https://www.shop.example/sale?x=1')).toBe('shop.example')
    expect(urlHost('http://blog.shop.example:8080/')).toBe('blog.shop.example')
    expect(urlHost('javascript:alert(1)')).toBeNull()
    expect(urlHost('')).toBeNull()
  })
})
