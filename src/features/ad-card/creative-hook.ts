import type { Ad } from '../../contract/ad'
import type { CreativeTag, TagFamily } from '../../contract/creative-tags'
import { foldText } from '../../contract/keywords'

/**
 * The ad's hook where it says more than the headline: a video whose transcript opens with other words
 * than its headline. Otherwise the headline already is the hook (the rules take it as the hook then),
 * and repeating it would only take room. Null when there is nothing more to show.
 */
export function hookBeyondHeadline(ad: Pick<Ad, 'hook_text' | 'headline'>): string | null {
  const hook = ad.hook_text?.trim() ?? ''
  if (hook === '') return null
  // Case, accents and spacing aside: "Summer sale!" is the headline "summer sale", not more.
  const folded = foldText(hook).replace(/\s+/g, ' ')
  return foldText(ad.headline).replace(/\s+/g, ' ').includes(folded) ? null : hook
}

/** The ad's tags of one family, in the order the rules give them; none for a service that sends none. */
export function tagsOf(ad: Pick<Ad, 'tags'>, family: TagFamily): CreativeTag[] {
  return (ad.tags ?? []).filter((tag) => tag.family === family)
}
