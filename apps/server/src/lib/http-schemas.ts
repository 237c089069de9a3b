// Schemas shared by routes: the error envelope and query-parameter helpers whose messages read
// well after "Invalid query parameter 'x': ".
import { z } from 'zod'
import { errorCodes } from '../errors'

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: 'What went wrong, in words a person can act on.' }),
    code: z.enum(Object.keys(errorCodes) as [keyof typeof errorCodes, ...(keyof typeof errorCodes)[]]),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ title: 'Error', description: 'Every failure has this shape.' })

/** Error responses a route can give, for its OpenAPI entry. */
export function errorResponses<const S extends readonly (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503)[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as { [K in S[number]]: typeof errorEnvelopeSchema }
}

/** A whole number within [min, max] given as a query string. */
export function integerParam(min: number, max: number) {
  const range = `must be a whole number from ${min} to ${max}`
  return z.coerce.number({ error: range }).int({ error: range }).min(min, { error: range }).max(max, { error: range })
}

/** A non-negative amount of rupees given as a query string. */
export function rupeesParam() {
  const message = 'must be an amount in rupees from 0 to 10^13'
  return z.coerce.number({ error: message }).min(0, { error: message }).max(1e13, { error: message })
}

export function textParam(maxLength = 120) {
  return z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(maxLength, { error: `must be at most ${maxLength} characters` })
}

export const okSchema = z.object({ success: z.literal(true) })
