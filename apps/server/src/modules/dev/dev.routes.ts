// GET /api/dev/outbox?phoneNumber=: the last one-time code the console SMS provider "sent" to a
// number, for the sign-in page's development notice and for tests. Registered only with
// SMS_PROVIDER=console outside production, and it answers only the clients config.devOutbox
// allows (./outbox-access): anyone else gets the answer of a route that does not exist.
import { cleanPhoneNumber } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import { notFound } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { isConsoleSmsProvider } from '../../providers/sms/create-sms-provider'
import { outboxAnswers } from './outbox-access'

export const NO_CODE_SENT = 'No code has been sent to this number'
const OUTBOX_PATH = '/api/dev/outbox'

const outboxQuerySchema = z.object({ phoneNumber: z.string().trim().min(1, { error: 'must not be empty' }).max(32) })
const outboxResponseSchema = z.object({ success: z.literal(true), phoneNumber: z.string(), code: z.string(), sentAt: z.iso.datetime() })

const devRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  const { sms } = app.identity
  if (config.devOutbox !== 'none' && isConsoleSmsProvider(sms)) {
    app.get(
      '/dev/outbox',
      {
        // Checked before the query is validated, so a refused client learns nothing from a 400.
        onRequest: (request, _reply, hookDone) => {
          hookDone(outboxAnswers(config.devOutbox, request) ? undefined : notFound(`Route GET ${OUTBOX_PATH} not found`))
        },
        schema: {
          tags: ['development'],
          summary: 'The last one-time code sent to a number (console SMS provider, never in production)',
          description:
            'Only to a client on the server\'s own machine (its socket address is loopback and the request carries no forwarding header), unless UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK is set; anyone else gets 404. `GET /api/auth/sign-in-options` tells the sign-in page whether to ask.',
          querystring: outboxQuerySchema,
          response: { 200: outboxResponseSchema, ...errorResponses(400, 404, 429) },
        },
      },
      (request) => {
        const entry = sms.latest(cleanPhoneNumber(request.query.phoneNumber))
        if (!entry) throw notFound(NO_CODE_SENT)
        return { success: true as const, ...entry }
      },
    )
  }
  done()
}

export default devRoutes
