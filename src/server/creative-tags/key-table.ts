import { DIGIT_KEY } from './phrase-keys'

/** A key's characters as a text is filed: any digit as DIGIT_CODE, any space as a space. */
export const DIGIT_CODE = 0
const SPACE_CODE = 32

export function filedCode(code: number): number {
  if (code >= 48 && code <= 57) return DIGIT_CODE
  if (code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0x202f) return SPACE_CODE
  return code
}

/** The phrases filed under one key prefix, and the longer prefixes under it, while the rules are built. */
export interface KeyNode<V extends string> {
  /** Phrases filed here, by value. */
  sources: Map<V, string[]>
  next: Map<number, KeyNode<V>>
}

export const keyNode = <V extends string>(): KeyNode<V> => ({ sources: new Map(), next: new Map() })

/** Files a phrase's expression under one of its keys (phrase-keys.ts). */
export function fileUnder<V extends string>(root: KeyNode<V>, key: string, value: V, source: string): void {
  let node = root
  for (let index = 0; index < key.length; index++) {
    const code = key[index] === DIGIT_KEY ? DIGIT_CODE : key.charCodeAt(index)
    let child = node.next.get(code)
    if (!child) {
      child = keyNode()
      node.next.set(code, child)
    }
    node = child
  }
  const sources = node.sources.get(value) ?? []
  // Languages share spellings ("1+1 gratis", "2x1"): each is tried once.
  if (!sources.includes(source)) sources.push(source)
  node.sources.set(value, sources)
}

/**
 * Key prefixes as one table of states, walked a character at a time from a word start: a state per
 * prefix, a column per character some key holds, so each step is two array reads (a trie of Maps or
 * of arrays scanned per step cost about as much as running the expressions). State 0 is "no key goes
 * on like this"; each root given is a state of its own, in order from 1.
 */
export class KeyTable<V extends string> {
  /** The column of each UTF-16 code of a lower-cased text, as filed (filedCode); 0 when no key holds it. */
  readonly columnOf = new Uint16Array(0x10000)
  readonly columns: number
  /** `next[state * columns + column]`: the state after that character, or 0 (16 bits: a few thousand states). */
  readonly next: Uint16Array
  /** Each state's phrases as one sticky expression (a group per value), or null when none ends there. */
  readonly patterns: (RegExp | null)[] = [null]
  /** The value of each group of the state's expression. */
  readonly values: V[][] = [[]]

  constructor(roots: readonly KeyNode<V>[]) {
    const columnByCode = new Map<number, number>()
    const states: KeyNode<V>[] = []
    const visit = (node: KeyNode<V>) => {
      states.push(node)
      for (const code of node.next.keys())
        if (!columnByCode.has(code)) columnByCode.set(code, columnByCode.size + 1)
    }
    for (const root of roots) visit(root)
    // Breadth first, so that the roots are states 1, 2, ...
    for (let at = 0; at < states.length; at++) for (const child of states[at]!.next.values()) visit(child)
    this.columns = columnByCode.size + 1
    for (let code = 0; code < 0x10000; code++) this.columnOf[code] = columnByCode.get(filedCode(code)) ?? 0
    const stateOf = new Map(states.map((node, index) => [node, index + 1]))
    if (states.length >= 0x10000)
      throw new RangeError(`too many key prefixes for the table: ${states.length}`)
    this.next = new Uint16Array((states.length + 1) * this.columns)
    for (const [index, node] of states.entries()) {
      for (const [code, child] of node.next)
        this.next[(index + 1) * this.columns + columnByCode.get(code)!] = stateOf.get(child)!
      this.values.push([...node.sources.keys()])
      this.patterns.push(
        node.sources.size === 0
          ? null
          : new RegExp([...node.sources.values()].map((list) => `(${list.join('|')})`).join('|'), 'iuy'),
      )
    }
  }
}
