import { describe, expect, it } from 'vitest'
import { expectProblem, TEST_KEY, testApi } from '../../testing/test-api'

const withKey = { Authorization: `Bearer ${TEST_KEY}` }

/** The pixel size an SVG answer declares. */
const sizeOf = (svg: string) => /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number)

describe('generated creatives by shape', () => {
  it('draws each shape from its name alone, with the words of its niche', async () => {
    const { app } = await testApi()
    const expected = { '1x1': [600, 600], '4x5': [600, 750], '9x16': [540, 960], '16x9': [960, 540] }
    for (const [shape, size] of Object.entries(expected)) {
      const response = await app.request(`/media/images/42-${shape}-travel-luggage-210.svg`, {
        headers: withKey,
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
      const svg = await response.text()
      expect(sizeOf(svg), shape).toEqual(size)
      expect(svg).toMatch(/BOOK NOW|SHOP NOW/)
    }
  })

  it('still draws the square images of boards saved before shapes', async () => {
    const { app } = await testApi()
    const response = await app.request('/media/images/7.svg', { headers: withKey })
    expect(response.status).toBe(200)
    expect(sizeOf(await response.text())).toEqual([600, 600])
  })

  it('answers 404 for a shape, niche or colour it does not draw', async () => {
    const { app } = await testApi()
    for (const name of [
      '42-2x3-fashion-10.svg',
      '42-1x1-cheese-10.svg',
      '42-1x1-fashion-360.svg',
      '42-1x1-fashion.svg',
      '42-1x1-fashion-10.png',
      '42-1x1-%3Cscript%3E-10.svg',
    ]) {
      await expectProblem(await app.request(`/media/images/${name}`, { headers: withKey }), 404, 'not_found')
    }
  })
})
