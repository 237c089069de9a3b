// Text the database cannot hold is a 400 before any route sees it: a NUL character or an
// unpaired surrogate (lib/holdable-text.ts), anywhere in the path parameters, the query or the
// JSON body, in values and in keys. Only the parts a route takes (has a schema for) are read:
// those routes already answer 400 for bad input, and the rest ignore what they are sent.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { MAX_DETAILS, TEXT_HYGIENE_MESSAGE, unholdableText } from '../lib/holdable-text'

export default fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema
      const found = [
        ...(schema?.params ? unholdableText(request.params, 'params') : []),
        ...(schema?.querystring ? unholdableText(request.query, 'query') : []),
        ...(schema?.body ? unholdableText(request.body, 'body') : []),
      ].slice(0, MAX_DETAILS)
      done(found.length === 0 ? undefined : new AppError('VALIDATION_ERROR', TEXT_HYGIENE_MESSAGE, found))
    })
  },
  { name: 'text-hygiene' },
)
