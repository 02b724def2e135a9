import { randomUUID } from 'node:crypto'

/**
 * A request's id, for finding its log line: the one a proxy or client sent in X-Request-Id when it is
 * a short token that is safe to log and echo (letters, digits, `.`, `_`, `:`, `-`), else a new one.
 * Anything longer or stranger could forge log lines or carry a secret someone pasted by mistake.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdOf(given: string | undefined): string {
  return given !== undefined && SAFE_ID.test(given) ? given : randomUUID()
}
