import type { Context } from 'hono'
import type { z } from 'zod/mini'
import { checkedBody } from './checked-input'
import { readJsonBody } from './json-body'
import { ProblemError } from './problem'

type ChangeSchema = z.ZodMiniObject<Record<string, z.ZodMiniType>>

/**
 * A PATCH body: the fields it names change, and nothing else. A field this body does not take is
 * refused by name (400 `parameter_unknown`, as the search endpoints refuse unknown parameters),
 * also beside good ones, since a misspelt field dropped unseen would look like a change that took;
 * a body that names none is refused too (400), rather than answered as if something changed.
 */
export async function changeOf<S extends ChangeSchema>(c: Context, schema: S): Promise<z.output<S>> {
  const fields = Object.keys(schema.def.shape)
  const body = await readJsonBody(c)
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    // Named 20 at most, each cut short: the names are the client's.
    const unknown = Object.keys(body)
      .filter((name) => !fields.includes(name))
      .slice(0, 20)
      .map((name) => name.slice(0, 80))
    if (unknown.length > 0) {
      const takes = `this takes ${fields.join(', ')}`
      throw new ProblemError(
        400,
        'parameter_unknown',
        `Unknown parameter: ${unknown.join(', ')} (${takes})`,
        unknown.map((name) => ({ parameter: name, detail: `not a field of this body; ${takes}` })),
      )
    }
    if (Object.keys(body).length === 0) {
      const give = `give ${fields.join(' or ')}`
      throw new ProblemError(400, 'invalid_parameter', `Nothing to change: ${give}`, [
        { parameter: 'body', detail: `names nothing to change; ${give}` },
      ])
    }
  }
  return checkedBody(body, schema)
}
