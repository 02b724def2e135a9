import { withRoom, writeColumn } from './columns'
import type { Renumbering } from './renumbering'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/** Distinct labels a column keeps; later new ones are counted as unlabelled (code 0). */
const MOST_LABELS = 65_535

/**
 * One short text of each ad that is counted but never filtered on (the call to action): a
 * dictionary of the distinct texts and a two-byte code per slot. Bitsets per value, as the filters
 * keep, would cost 125 KB a value at a million ads, and imported call-to-action texts are open-ended.
 */
export class SlotLabels {
  /** Code 0 is "none": an empty text, or a new one past the dictionary's room. */
  private labels: string[] = ['']
  private codeOf = new Map<string, number>([['', 0]])
  private codes = new Uint16Array(1024)

  set(slot: number, label: string): void {
    let code = this.codeOf.get(label)
    if (code === undefined) {
      code = this.labels.length < MOST_LABELS + 1 ? this.labels.push(label) - 1 : 0
      if (code !== 0) this.codeOf.set(label, code)
    }
    this.codes = withRoom(this.codes, slot + 1)
    this.codes[slot] = code
  }

  /** How many of `slots` carry each label, most first (the empty label left out). */
  countsOf(slots: ArrayLike<number>): { value: string; count: number }[] {
    const counts = new Uint32Array(this.labels.length)
    for (let i = 0; i < slots.length; i++) counts[this.codes[slots[i]!]!]!++
    const found: { value: string; count: number }[] = []
    for (let code = 1; code < counts.length; code++) {
      if (counts[code]! > 0) found.push({ value: this.labels[code]!, count: counts[code]! })
    }
    return found.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
  }

  save(out: SnapshotWriter, renumbering: Renumbering): void {
    out.json(this.labels)
    writeColumn(out, this.codes, renumbering)
  }

  load(input: SnapshotReader): void {
    this.labels = input.json<string[]>()
    this.codeOf = new Map(this.labels.map((label, code) => [label, code]))
    this.codes = input.u16()
  }
}
