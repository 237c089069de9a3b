// A query parameter given twice (`?page=1&page=2`) is a 400, not an array a route did not expect.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'

const none: readonly string[] = []

/** The query's keys given more than once (the query parser makes those arrays); most requests have none, and allocate nothing. */
function repeatedKeys(query: unknown): readonly string[] {
  if (query === null || typeof query !== 'object') return none
  let repeated: string[] | undefined
  for (const key in query) {
    if (Object.hasOwn(query, key) && Array.isArray((query as Record<string, unknown>)[key])) (repeated ??= []).push(key)
  }
  return repeated ?? none
}

export default fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const repeated = repeatedKeys(request.query)
      if (repeated.length === 0) {
        done()
        return
      }
      done(
        new AppError(
          'VALIDATION_ERROR',
          `Query parameter '${repeated[0]}' must be given only once`,
          repeated.map((key) => ({ path: `query.${key}`, message: `Query parameter '${key}' must be given only once` })),
        ),
      )
    })
  },
  { name: 'strict-query' },
)
