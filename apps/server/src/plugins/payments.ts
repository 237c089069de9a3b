// The payment gateway as a decoration: `app.payments` (providers/payments), the one
// PAYMENT_PROVIDER names, with the platform's fee. The simulated gateway delivers its webhooks to
// our own webhook route through the app's HTTP pipeline, as a gateway's request would arrive.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { createPaymentGateway } from '../providers/payments/create-payment-gateway'
import type { PaymentGateway } from '../providers/payments/payment-gateway'
import type { SimulatedGateway } from '../providers/payments/simulated-gateway'

export const WEBHOOK_PATH = (provider: string) => `/api/payments/webhooks/${provider}`

declare module 'fastify' {
  interface FastifyInstance {
    payments: { gateway: PaymentGateway; simulated: SimulatedGateway | null; feeBasisPoints: number; merchantName: string }
  }
}

export default fp(
  (app: FastifyInstance, options: { config: Config; gateway?: PaymentGateway }, done: (error?: Error) => void) => {
    const created = options.gateway
      ? { gateway: options.gateway, simulated: null }
      : createPaymentGateway(options.config.payments, {
          database: app.database,
          deliverWebhook: async (rawBody, headers) => {
            const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH('simulated'), payload: rawBody, headers })
            if (response.statusCode >= 300) throw new Error(`The webhook route answered ${response.statusCode}`)
          },
        })
    app.decorate('payments', { ...created, feeBasisPoints: options.config.payments.feeBasisPoints, merchantName: options.config.brandName })
    app.addHook('onClose', (_app, next) => {
      created.simulated?.close()
      next()
    })
    done()
  },
  { name: 'payments', dependencies: ['db'] },
)
