import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { marked } from './ad-text'
import { ServiceError } from './service-api'

export interface ToolAnswer<T> {
  /** The result on the tool's output schema, for clients that read structured content. */
  structured: T
  /**
   * A short readable copy, for clients (and models) that read only text; the words of ads and of
   * people in it are wrapped by `adText` and `teamText`.
   */
  text: string
}

/**
 * Runs a tool's work and turns any failure into a tool error (`isError`), which the model reads and
 * can act on. A ServiceError carries the API's own words; anything else is logged to stderr (stdout
 * may be the protocol) and reported without internals.
 */
export async function toolResult<T extends Record<string, unknown>>(
  work: () => Promise<ToolAnswer<T>>,
): Promise<CallToolResult> {
  try {
    const { structured, text } = await work()
    // Ads' and people's words in the text are marked as theirs (ad-text.ts); structured content is
    // the API's answer as it is.
    return { content: [{ type: 'text', text: marked(text) }], structuredContent: structured }
  } catch (error) {
    if (error instanceof ServiceError) return toolError(error.message)
    console.error('[mcp] a tool failed:', error)
    return toolError('The Ad Search service failed to answer; the error was logged')
  }
}

export const toolError = (text: string): CallToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
})
