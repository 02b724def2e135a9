import type { Ad } from './ad'
import type { TagFamily } from './creative-tags'
import type { ListFilterName } from './filters'

/**
 * The values an ad carries for one list filter, as both search engines and the tests' reference
 * model read them: its format as a list of one, its tags of a creative family (each value once),
 * or the list it holds. An ad stored without tags carries none.
 */
export function adListValues(ad: Omit<Ad, 'running_days'>, name: ListFilterName): readonly string[] {
  if (name === 'formats') return [ad.format]
  if (isTagFamily(name)) return tagValues(ad, name)
  return ad[name]
}

/** The slugs of an ad's tags of one family, each once, in the order the rules gave them. */
export function tagValues(ad: Pick<Ad, 'tags'>, family: TagFamily): string[] {
  const values = new Set<string>()
  for (const tag of ad.tags ?? []) if (tag.family === family) values.add(tag.value)
  return [...values]
}

const isTagFamily = (name: ListFilterName): name is TagFamily =>
  name === 'hooks' || name === 'offers' || name === 'cta_types'
