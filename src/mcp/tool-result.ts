import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { ServiceError } from './service-api'

export interface ToolAnswer<T> {
  /** The result on the tool's output schema, for clients that read structured content. */
  structured: T
  /** A short readable copy, for clients (and models) that read only text. */
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
    return { content: [{ type: 'text', text }], structuredContent: structured }
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
