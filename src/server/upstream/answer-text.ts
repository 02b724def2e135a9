/** A page of 50 ads is about 100 KiB; anything far larger is not an answer of this API. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

/** The body as text, or null when it is larger than any answer of this API. */
export async function answerText(response: Response): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length') ?? 0)
  if (declared > MAX_ANSWER_BYTES || !response.body) {
    await response.body?.cancel()
    return declared > MAX_ANSWER_BYTES ? null : ''
  }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks).toString('utf8')
    size += value.byteLength
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}
