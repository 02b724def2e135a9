import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * Current guidance (NIST SP 800-63B-4): a password that is the only factor has at least 15 characters,
 * any characters may be used (spaces too), no composition rules, and it is checked against passwords
 * that are common, expected or known from breaches. The last check runs here, offline: zxcvbn-ts with
 * its lists of common and breached passwords, English words, names and keyboard patterns, plus the
 * person's own email and name.
 */
export const MIN_PASSWORD_LENGTH = 15
export const MAX_PASSWORD_LENGTH = 128
/** zxcvbn's 0–4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3

let estimator: Promise<ZxcvbnFactory> | undefined
/**
 * Loaded and built on first use, not at start: its dictionaries take some megabytes, and unpacking
 * them took a tenth of the server's start.
 */
const strength = () => {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ])
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    })
  })()
  return estimator
}

/** Why a password will not do, in words for the person choosing it; undefined when it will. */
export async function passwordProblem(
  password: string,
  person: { email: string; name?: string },
): Promise<string | undefined> {
  // Counted in characters as people see them, not UTF-16 units.
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (this has ${length}). A few unrelated words make a good one.`
  }
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`
  const ownWords = [person.email, ...person.email.split(/[@.]/), person.name ?? '', 'ad search', 'adsearch']
  const result = (await strength()).check(
    password,
    ownWords.filter((word) => word.length >= 3),
  )
  if (result.score >= MIN_SCORE) return undefined
  const why = result.feedback.warning ?? 'This password is too easy to guess.'
  return `${why} Choose another: a few unrelated words make a good one.`
}
