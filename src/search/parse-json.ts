/** The value of a JSON text, or undefined when it is not JSON: for answers that are checked next anyway. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
