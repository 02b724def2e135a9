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
