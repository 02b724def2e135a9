/**
 * Ad copy templates such as `'{Product} up to {discount}% off'`. A template is split into its
 * literal parts and slot names once, so filling one in for each of many thousands of ads is a
 * handful of string concatenations (no regular expression per ad).
 */

export const SLOT_NAMES = ['brand', 'product', 'Product', 'discount', 'price', 'code'] as const
export type SlotName = (typeof SLOT_NAMES)[number]

/** What one ad fills in: its brand, product phrase (and the phrase capitalised), offer figures. */
export type Slots = Record<SlotName, string>

export type CopyTemplate = (slots: Slots) => string

const SLOT = /\{([A-Za-z]+)\}/g

export function compileTemplate(text: string): CopyTemplate {
  const literals: string[] = []
  const names: SlotName[] = []
  let from = 0
  for (const match of text.matchAll(SLOT)) {
    const name = match[1] as SlotName
    if (!SLOT_NAMES.includes(name)) throw new Error(`unknown slot {${name}} in copy template '${text}'`)
    literals.push(text.slice(from, match.index))
    names.push(name)
    from = match.index + match[0].length
  }
  const last = text.slice(from)
  if (names.length === 0) return () => text
  return (slots) => {
    let out = literals[0]!
    for (let i = 0; i < names.length; i++) out += slots[names[i]!] + (literals[i + 1] ?? last)
    return out
  }
}

export function compileTemplates(texts: readonly string[]): CopyTemplate[] {
  return texts.map(compileTemplate)
}
