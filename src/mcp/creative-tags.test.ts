import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../contract/ad'
import { FacetList } from '../contract/facets'
import { makeAd } from '../testing/ad-fixture'
import { testTools, textOf } from '../testing/mcp-test-client'

const ADS = [
  makeAd({
    id: 'meta_trial_de',
    headline: 'Still paying for every lesson?',
    body: 'Start your free trial today.',
    countries: ['DE'],
  }),
  makeAd({ id: 'meta_trial_us', headline: 'Ready to learn?', body: 'Start your free trial today.' }),
  makeAd({
    id: 'meta_plain_de',
    headline: 'Lessons in Berlin',
    body: 'Start your free trial today.',
    countries: ['DE'],
  }),
]

describe('the MCP tools and the creative breakdown', () => {
  it('answer "question hooks with a free trial in DE", and list the tags with counts', async () => {
    const { client } = await testTools(ADS)
    const found = await client.callTool({
      name: 'search_ads',
      arguments: { hooks: ['question'], offers: ['free-trial'], countries: ['DE'] },
    })
    expect(found.isError, textOf(found)).toBeFalsy()
    expect(AdList.parse(found.structuredContent).data.map((ad) => ad.id)).toEqual(['meta_trial_de'])

    const hooks = await client.callTool({
      name: 'list_filter_values',
      arguments: { facet: 'hooks', countries: ['DE'] },
    })
    const counts = FacetList.parse(hooks.structuredContent).data
    expect(counts.find((value) => value.value === 'question')?.count).toBe(1)
    expect(textOf(hooks)).toMatch(/^question \(Question\): 1$/m)

    const bad = await client.callTool({ name: 'search_ads', arguments: { hooks: ['questions'] } })
    expect(bad.isError).toBe(true)
  })

  it('get_ad shows the hook and each tag with its evidence as ad text', async () => {
    const { client } = await testTools(ADS)
    const result = await client.callTool({ name: 'get_ad', arguments: { id: 'meta_trial_de' } })
    expect(OneAd.parse(result.structuredContent).data.hook_text).toBe('Still paying for every lesson?')
    const text = textOf(result)
    expect(text).toContain('Hook: <ad-text>Still paying for every lesson?</ad-text>')
    expect(text).toMatch(/hooks question <ad-text>Still paying for every lesson\?<\/ad-text>/)
    expect(text).toMatch(/offers free-trial <ad-text>free trial<\/ad-text>/i)
  })
})
