import { HOOK_LABELS, HOOKS, type Hook } from '../../contract/creative-tags'

/** A board's saved ads under one hook, in the board's order. */
export interface HookGroup<T> {
  /** The hook's slug, or null for the ads the rules found no hook in. */
  hook: Hook | null
  label: string
  items: T[]
}

/**
 * The loaded saved ads in sections by hook, the largest first and the ads without a hook last. An ad
 * with several hooks goes under the first the rules list (each ad is shown once); the board's order
 * holds within a section.
 */
export function groupByHook<T extends { ad: { tags?: { family: string; value: string }[] | undefined } }>(
  items: readonly T[],
): HookGroup<T>[] {
  const known: readonly string[] = HOOKS
  const byHook = new Map<Hook | null, T[]>()
  for (const item of items) {
    const first = item.ad.tags?.find((tag) => tag.family === 'hooks' && known.includes(tag.value))
    const hook = (first?.value as Hook | undefined) ?? null
    byHook.set(hook, [...(byHook.get(hook) ?? []), item])
  }
  return [...byHook]
    .map(([hook, grouped]) => ({ hook, label: hook ? HOOK_LABELS[hook] : 'No hook found', items: grouped }))
    .sort(
      (a, b) =>
        Number(a.hook === null) - Number(b.hook === null) ||
        b.items.length - a.items.length ||
        HOOKS.indexOf(a.hook as Hook) - HOOKS.indexOf(b.hook as Hook),
    )
}
