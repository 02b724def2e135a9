import type { CreativeTag } from '../contract/creative-tags'
import { type CreativeText, tagCreative } from '../server/creative-tags/tag-creative'

/** An ad's text for the tagging rules: empty fields but those given. */
export const creativeText = (text: Partial<CreativeText>): CreativeText => ({
  headline: '',
  body: '',
  transcript: '',
  cta: '',
  languages: [],
  ...text,
})

/** The ad's tags of one family as `value: evidence`. */
export const tagsOf = (family: CreativeTag['family'], text: Partial<CreativeText>) =>
  tagCreative(creativeText(text))
    .tags.filter((tag) => tag.family === family)
    .map((tag) => `${tag.value}: ${tag.evidence}`)

/** The hooks of an opening given as a headline, as `value: evidence`. */
export const hooksOf = (headline: string) => tagsOf('hooks', { headline })

/** The hook values alone of an opening given as a headline. */
export const hookValuesOf = (headline: string) => hooksOf(headline).map((tag) => tag.split(':')[0])
