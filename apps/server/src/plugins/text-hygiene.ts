// Text the database cannot hold is a 400 before any route sees it: a NUL character or an
// unpaired surrogate (lib/holdable-text.ts), anywhere in the path parameters, the query or the
// JSON body, in values and in keys. Only the parts a route takes (has a schema for) are read:
// those routes already answer 400 for bad input, and the rest ignore what they are sent. Which
// parts those are is settled once per route, when it is added: a route without any gets no hook.
import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { MAX_DETAILS, TEXT_HYGIENE_MESSAGE, unholdableText } from '../lib/holdable-text'

const parts = [
  ['params', 'params', (request: FastifyRequest) => request.params],
  ['querystring', 'query', (request: FastifyRequest) => request.query],
  ['body', 'body', (request: FastifyRequest) => request.body],
] as const

function hygieneHook(route: RouteOptions): preValidationHookHandler | undefined {
  const checked = parts.filter(([part]) => route.schema?.[part] !== undefined)
  if (checked.length === 0) return undefined
  return (request, _reply, done) => {
    let found: ReturnType<typeof unholdableText> | undefined
    for (const [, root, read] of checked) {
      const inPart = unholdableText(read(request), root)
      if (inPart.length > 0) found = [...(found ?? []), ...inPart]
    }
    done(found ? new AppError('VALIDATION_ERROR', TEXT_HYGIENE_MESSAGE, found.slice(0, MAX_DETAILS)) : undefined)
  }
}

export default fp(
  (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const hook = hygieneHook(route)
      if (!hook) return
      // First among the route's own preValidation hooks (after the app's: strict-query).
      const own = route.preValidation
      route.preValidation = own === undefined ? [hook] : [hook, ...(Array.isArray(own) ? own : [own])]
    })
  },
  { name: 'text-hygiene' },
)
