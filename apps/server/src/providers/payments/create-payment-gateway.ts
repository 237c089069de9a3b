// The gateway PAYMENT_PROVIDER names.
import type { PaymentsConfig } from '../../config'
import type { DatabaseHandle } from '../../db/database'
import type { PaymentGateway } from './payment-gateway'
import { createRazorpayGateway } from './razorpay-gateway'
import { createSimulatedGateway, type SimulatedGateway } from './simulated-gateway'

export type GatewayDependencies = {
  database: DatabaseHandle
  /** Posts a webhook of the simulated gateway to our own route. */
  deliverWebhook: (rawBody: string, headers: Record<string, string>) => Promise<void>
}

export function createPaymentGateway(config: PaymentsConfig, dependencies: GatewayDependencies): { gateway: PaymentGateway; simulated: SimulatedGateway | null } {
  if (config.provider === 'razorpay') {
    return { gateway: createRazorpayGateway({ keyId: config.keyId, keySecret: config.keySecret, webhookSecret: config.webhookSecret, baseUrl: config.baseUrl }), simulated: null }
  }
  const simulated = createSimulatedGateway({
    database: dependencies.database,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    duplicateRate: config.webhookDuplicateRate,
    maxDelayMs: config.webhookMaxDelayMs,
    deliver: dependencies.deliverWebhook,
  })
  return { gateway: simulated, simulated }
}
