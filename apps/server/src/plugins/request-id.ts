// Request ids: a caller's `x-request-id` (if it is a plain token) or a new UUID; every log line
// of the request carries it and the response echoes it.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const REQUEST_ID_HEADER = 'x-request-id'
const acceptable = /^[A-Za-z0-9._:-]{1,64}$/

export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID()
}

export default fp(
  (app: FastifyInstance) => {
    // A callback hook, not an async one: no promise per request for one header.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id)
      done()
    })
  },
  { name: 'request-id' },
)
