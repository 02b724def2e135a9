import { describe, expect, it } from 'vitest'
import { AdvertiserAnswer } from '../contract/stats'
import { makeAd } from '../testing/ad-fixture'
import { testTools, textOf } from '../testing/mcp-test-client'
import { expectOk } from '../testing/test-api'
import { AD_TEXT_PREFACE } from './ad-text'
import { WEEK_LINES } from './advertiser-summary'

// The tests' clock is 2025-06-01T12:00Z, a Sunday: the week of 2025-05-26.
const ACME = { id: 'meta_acme', name: 'Acme Shoes' }
const ADS = [
  makeAd({
    id: 'old_video',
    advertiser: ACME,
    headline: 'Trail shoes for wet days',
    format: 'video',
    started_at: '2025-03-03T10:00:00.000Z',
    ended_at: '2025-03-20T10:00:00.000Z',
    is_active: false,
  }),
  makeAd({
    id: 'new_image',
    advertiser: ACME,
    headline: 'Summer sale',
    started_at: '2025-05-27T10:00:00.000Z',
    reach: 5000,
    duplicates: 2,
  }),
  makeAd({ id: 'someone_else', advertiser: { id: 'meta_other', name: 'Other' } }),
  // One more every other week from 6 January: every week differs from the one before.
  ...Array.from({ length: 11 }, (_, i) =>
    makeAd({
      id: `steady_${i}`,
      advertiser: { id: 'meta_steady', name: 'Steady' },
      started_at: new Date(Date.parse('2025-01-06T10:00:00.000Z') + i * 14 * 86_400_000).toISOString(),
    }),
  ),
]

async function getAdvertiser(args: Record<string, unknown>) {
  const { api, client } = await testTools(ADS)
  return { api, result: await client.callTool({ name: 'get_advertiser', arguments: args }) }
}

describe('get_advertiser', () => {
  it("answers the dashboard's figures as GET /advertisers/{id} does, and a compact text", async () => {
    const { api, result } = await getAdvertiser({ advertiser_id: 'meta_acme' })
    expect(result.isError, textOf(result)).toBeFalsy()
    const direct = await expectOk(await api.get('/api/v1/advertisers/meta_acme'), AdvertiserAnswer)
    expect(AdvertiserAnswer.parse(result.structuredContent)).toEqual(direct)
    const text = textOf(result)
    expect(text).toContain(
      '<ad-text>Acme Shoes</ad-text> [id meta_acme]: 2 ads, 1 active; first started 2025-03-03, latest 2025-05-27.',
    )
    expect(text).toContain('Formats: Image 1, Video 1')
    // Alike weeks in a row are one line: two running the video, nine without any ads.
    expect(text).toContain(
      [
        '13 weeks (from Monday: ads started, by format; ads running), alike weeks in a row as one line; every week is in structuredContent.data.weeks:',
        '- 2025-03-03: 1 started (Video 1); 1 running',
        '- 2025-03-10 to 2025-03-17 (2 weeks, each): none started; 1 running',
        '- 2025-03-24 to 2025-05-19 (9 weeks, each): none started; 0 running',
        '- 2025-05-26: 1 started (Image 1); 1 running',
        'Longest running:',
      ].join('\n'),
    )
    expect(text).toMatch(
      /Longest running:\n1\. <ad-text>Trail shoes for wet days<\/ad-text> \(stopped after 17 days; reach 1,000\) \[id old_video\]/,
    )
    expect(text).toMatch(
      /2\. <ad-text>Summer sale<\/ad-text> \(running \d+ days?; 2 versions; reach 5,000\) \[id new_image\]/,
    )
  })

  it('shows the last weeks in the text, and every week in the structured answer', async () => {
    const { result } = await getAdvertiser({ advertiser_id: 'meta_steady' })
    const weeks = AdvertiserAnswer.parse(result.structuredContent).data.weeks
    expect(weeks).toHaveLength(21)
    expect(textOf(result)).toContain(`, the last ${WEEK_LINES} lines of 21;`)
    const lines = textOf(result).match(/^- .*$/gm)
    expect(lines).toHaveLength(WEEK_LINES)
    expect(lines?.at(-1)).toBe('- 2025-05-26: 1 started (Image 1); 11 running')
  })

  it('narrows every figure to a date range', async () => {
    const { result } = await getAdvertiser({ advertiser_id: 'meta_acme', started_after: '2025-05-01' })
    expect(AdvertiserAnswer.parse(result.structuredContent).data).toMatchObject({ ads: 1, active: 1 })
    expect(textOf(result)).toMatch(
      /\n<ad-text>Acme Shoes<\/ad-text> \[id meta_acme\] \(ads started on or after 2025-05-01\): 1 ad,/,
    )
    const empty = await getAdvertiser({
      advertiser_id: 'meta_acme',
      started_after: '2024-01-01',
      started_before: '2024-01-31',
    })
    expect(textOf(empty.result)).toBe(
      `${AD_TEXT_PREFACE}\n<ad-text>Acme Shoes</ad-text> [id meta_acme] (ads started 2024-01-01 to 2024-01-31): no ads started in this range.`,
    )
  })

  it('is a tool error for an advertiser without ads, and for bad arguments, naming them', async () => {
    const missing = await getAdvertiser({ advertiser_id: 'meta_nobody' })
    expect(missing.result).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: "No current ads of an advertiser with id 'meta_nobody'" }],
    })
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { advertiser_id: 'meta_acme', started_after: '2025-02-30' },
        /started_after: '2025-02-30' is not a date/,
      ],
      [
        { advertiser_id: 'meta_acme', started_after: '2025-05-02', started_before: '2025-05-01' },
        /started_before: 2025-05-01 is before started_after/,
      ],
      [
        { advertiser_id: 'meta_acme', formats: ['video'] },
        /unknown argument 'formats'; get_advertiser takes/,
      ],
      [{}, /advertiser_id/],
    ]
    for (const [args, message] of cases) {
      const { result } = await getAdvertiser(args)
      expect(result.isError, JSON.stringify(args)).toBe(true)
      expect(textOf(result)).toMatch(message)
    }
  })
})
