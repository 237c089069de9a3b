// GET /api/dev/outbox?phoneNumber=: the last one-time code the console SMS provider "sent" to a
// number, for the sign-in page's development notice and for tests. Registered only when
// SMS_PROVIDER=console and NODE_ENV is not production.
import { cleanPhoneNumber } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import { notFound } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { isConsoleSmsProvider } from '../../providers/sms/create-sms-provider'

export const NO_CODE_SENT = 'No code has been sent to this number'

const outboxQuerySchema = z.object({ phoneNumber: z.string().trim().min(1, { error: 'must not be empty' }).max(32) })
const outboxResponseSchema = z.object({ success: z.literal(true), phoneNumber: z.string(), code: z.string(), sentAt: z.iso.datetime() })

const devRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  const { sms } = app.identity
  if (config.env !== 'production' && isConsoleSmsProvider(sms)) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'The last one-time code sent to a number (console SMS provider, never in production)',
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
