import { Bitset } from './bitset'
import { withRoom, writeBits, writeColumn } from './columns'
import { Renumbering } from './renumbering'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/**
 * Which version of an ad each slot holds: the change position that wrote it, and the position that
 * retired it (replaced by a newer version), if any. Slots are handed out in position order and
 * compaction keeps that order, so "the ads as they were at position W" is a prefix of the slots minus
 * those retired by W: any traversal can be answered as of its first page.
 */
export class Versions {
  /** One past the last slot handed out. */
  size = 0
  /** Slots whose version is current. */
  readonly live: Bitset
  /** Retired slots still kept for traversals that started before they were retired. */
  retired: number[] = []

  constructor(
    public positions = new Float64Array(1024),
    public retiredAt = new Float64Array(1024),
    live = new Bitset(0),
    size = 0,
  ) {
    this.live = live
    this.size = size
    for (let slot = 0; slot < size; slot++) if (this.retiredAt[slot]! < Infinity) this.retired.push(slot)
  }

  /** A new slot for the version written at `position`, which must follow every position before it. */
  add(position: number): number {
    const slot = this.size++
    this.positions = withRoom(this.positions, this.size)
    this.retiredAt = withRoom(this.retiredAt, this.size)
    this.positions[slot] = position
    this.retiredAt[slot] = Infinity
    this.live.add(slot)
    return slot
  }

  /** Marks the version written at `position` as replaced at `at`; the slot, or -1 if it is not held. */
  retire(position: number, at: number): number {
    const slot = this.slotOf(position)
    if (slot < 0 || this.retiredAt[slot] !== Infinity) return -1
    this.retiredAt[slot] = at
    this.live.delete(slot)
    this.retired.push(slot)
    return slot
  }

  /** The slot holding the version written at `position`, or -1. */
  slotOf(position: number): number {
    const slot = this.slotsUpTo(position) - 1
    return slot >= 0 && this.positions[slot] === position ? slot : -1
  }

  /** How many slots hold versions written at or before `position`. */
  slotsUpTo(position: number): number {
    let low = 0
    let high = this.size
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.positions[mid]! <= position) low = mid + 1
      else high = mid
    }
    return low
  }

  /** The slots of the ads as they were once every change up to `position` was applied. */
  visibleAt(position: number, latest: number): Bitset {
    const below = this.slotsUpTo(position)
    const set = this.live.prefix(below)
    if (position >= latest) return set
    for (const slot of this.retired) {
      if (slot < below && this.retiredAt[slot]! > position) set.add(slot)
    }
    return set
  }

  /** Slots that compaction may drop: retired at or before `position`. */
  retiredBy(position: number): number {
    return this.retired.reduce((n, slot) => n + (this.retiredAt[slot]! <= position ? 1 : 0), 0)
  }

  /** Keeps every slot but those of versions retired at or before `position`. */
  droppingRetiredBy(position: number): Renumbering {
    if (this.retiredBy(position) === 0) return Renumbering.keepingAll(this.size)
    const { retiredAt } = this
    return Renumbering.dropping(this.size, (slot) => retiredAt[slot]! <= position)
  }

  save(out: SnapshotWriter, renumbering: Renumbering): void {
    writeColumn(out, this.positions, renumbering)
    writeColumn(out, this.retiredAt, renumbering)
    writeBits(out, this.live, renumbering)
  }

  static load(input: SnapshotReader, size: number): Versions {
    return new Versions(input.f64(), input.f64(), new Bitset(0, input.u32()), size)
  }
}
