/**
 * The ids an import has met, to notice one that comes again in the same file. A million ids kept
 * as strings would take about 70 MB; kept as 53-bit hashes they take a quarter of that, and the
 * chance that two different ids of a million share a hash is about one in ten billion.
 */
export class IdsSeen {
  private readonly hashes = new Set<number>()

  /** Notes the id; whether it was met before. */
  add(id: string): boolean {
    const hash = hash53(id)
    if (this.hashes.has(hash)) return true
    this.hashes.add(hash)
    return false
  }
}

/** cyrb53: two 32-bit multiplicative hashes mixed into 53 bits (a safe integer). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}
