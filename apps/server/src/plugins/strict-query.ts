// A query parameter given twice (`?page=1&page=2`) is a 400, not an array a route did not expect.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'

export default fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const query = request.query
      const repeated =
        query !== null && typeof query === 'object'
          ? Object.entries(query as Record<string, unknown>)
              .filter(([, value]) => Array.isArray(value))
              .map(([key]) => key)
          : []
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
