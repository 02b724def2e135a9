import { describe, expect, it } from 'vitest'
import { groupByHook } from './hook-groups'

const saved = (id: string, ...hooks: string[]) => ({
  id,
  ad: { tags: hooks.map((value) => ({ family: 'hooks', value, evidence: '' })) },
})

describe('groupByHook', () => {
  it('puts each ad once under its first hook, largest group first, no hook last', () => {
    const groups = groupByHook([
      saved('a', 'question', 'number'),
      saved('b'),
      saved('c', 'urgency'),
      saved('d', 'urgency', 'question'),
      saved('e', 'number'),
    ])
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
      ['Urgency', ['c', 'd']],
      ['Question', ['a']],
      ['Number', ['e']],
      ['No hook found', ['b']],
    ])
  })

  it('counts an ad with only offers, or without tags at all, as having no hook', () => {
    const offerOnly = { id: 'o', ad: { tags: [{ family: 'offers', value: 'bogo' }] } }
    expect(groupByHook([offerOnly, { id: 'x', ad: {} }])).toEqual([
      { hook: null, label: 'No hook found', items: [offerOnly, { id: 'x', ad: {} }] },
    ])
  })
})
