import { createHash } from 'node:crypto'

/** Saved media are named by the SHA-256 of their bytes: 64 lowercase hex digits, and nothing else. */
export const MEDIA_HASH = /^[0-9a-f]{64}$/

export const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
