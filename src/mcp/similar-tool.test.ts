import { describe, expect, it } from 'vitest'
import { SimilarAnswer } from '../contract/stats'
import { makeAd } from '../testing/ad-fixture'
import { generatedAds } from '../testing/generated-ads'
import { testTools, textOf } from '../testing/mcp-test-client'
import { expectOk } from '../testing/test-api'

const TRAIL = { id: 'meta_trail', name: 'Trailgrip' }
const RIVAL = { id: 'meta_rival', name: 'Summitco' }
const BOOTS = {
  headline: 'Waterproof alpine boots',
  body: 'Vibram soles and gore membranes for alpine scrambles',
}
// Filler gives the words their ordinary frequencies: the crafted ones are rare among them.
const ADS = [
  ...generatedAds(300, 3),
  makeAd({ id: 'source', advertiser: TRAIL, ...BOOTS }),
  makeAd({ id: 'same_brand_copy', advertiser: TRAIL, ...BOOTS }),
  makeAd({
    id: 'rival_close',
    advertiser: RIVAL,
    headline: 'Alpine boots, waterproof',
    body: 'Gore membranes',
  }),
  makeAd({ id: 'wordless', advertiser: RIVAL, headline: '', body: '' }),
]

async function findSimilar(args: Record<string, unknown>) {
  const { api, client } = await testTools(ADS)
  return { api, result: await client.callTool({ name: 'find_similar_ads', arguments: args }) }
}

describe('find_similar_ads', () => {
  it('answers the ads GET /ads/{id}/similar gives, with their similarity, and one line each', async () => {
    const { api, result } = await findSimilar({ ad_id: 'source', exclude_same_advertiser: false })
    expect(result.isError, textOf(result)).toBeFalsy()
    const direct = await expectOk(
      await api.get('/api/v1/ads/source/similar?exclude_same_advertiser=false'),
      SimilarAnswer,
    )
    const answer = SimilarAnswer.parse(result.structuredContent)
    expect(answer).toEqual(direct)
    expect(answer.data.map(({ ad }) => ad.id).slice(0, 2)).toEqual(['same_brand_copy', 'rival_close'])
    const text = textOf(result)
    expect(text).toMatch(/\n\d+ ads like source, most alike first:\n/)
    expect(text).toMatch(
      /\n1\. 100% alike: <ad-text>Trailgrip — Waterproof alpine boots<\/ad-text> \(Facebook; Image; active \d+ days\) \[id same_brand_copy\]/,
    )
    expect(text).toMatch(
      /\n2\. \d+% alike: <ad-text>Summitco — Alpine boots, waterproof<\/ad-text> .*\[id rival_close\]/,
    )
  })

  it("keeps to the limit and leaves out the ad's own advertiser unless asked not to", async () => {
    const one = await findSimilar({ ad_id: 'source', limit: 1 })
    expect(SimilarAnswer.parse(one.result.structuredContent).data).toHaveLength(1)
    const others = await findSimilar({ ad_id: 'source' })
    const ids = SimilarAnswer.parse(others.result.structuredContent).data.map(({ ad }) => ad.advertiser.id)
    expect(ids).not.toContain('meta_trail')
    expect(textOf(others.result)).toMatch(/\n\d+ other advertisers' ads like source/)
    const none = await findSimilar({ ad_id: 'wordless', exclude_same_advertiser: false })
    expect(textOf(none.result)).toBe(
      'No ads share enough words with wordless (a similarity of 0.1 at least).',
    )
  })

  it('is a tool error for an unknown ad and for bad arguments, naming them', async () => {
    const missing = await findSimilar({ ad_id: 'nope' })
    expect(missing.result).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: "There is no ad with id 'nope'" }],
    })
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ad_id: 'source', limit: 0 }, /expected a whole number from 1 to 50 at limit/],
      [{ ad_id: 'source', limit: 51 }, /expected a whole number from 1 to 50 at limit/],
      [{ ad_id: 'source', exclude_same_advertiser: 'yes' }, /exclude_same_advertiser/],
      [
        { id: 'source' },
        /unknown argument 'id'; find_similar_ads takes ad_id, limit, exclude_same_advertiser/,
      ],
    ]
    for (const [args, message] of cases) {
      const { result } = await findSimilar(args)
      expect(result.isError, JSON.stringify(args)).toBe(true)
      expect(textOf(result)).toMatch(message)
    }
  })
})
