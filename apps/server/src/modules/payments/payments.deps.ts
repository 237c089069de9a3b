// The payments' dependencies from the app: its database, the gateway, the deal and rental
// repositories, the brand, a logger. One place, so the routes and the reconciliation job agree.
import type { App } from '../../app'
import { createDealsRepository } from '../deals/deals.repository'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createRentalsRepository } from '../rentals/rentals.repository'
import { reconcilePayments, sendPendingRefunds, type PaymentsDeps } from './payments.service'

export function paymentsDeps(app: App): PaymentsDeps {
  return {
    database: app.database,
    gateway: app.payments.gateway,
    deals: { deals: createDealsRepository(app.database), properties: createPropertiesRepository(app.database), feeBasisPoints: app.payments.feeBasisPoints },
    rentals: createRentalsRepository(app.database),
    merchantName: app.payments.merchantName,
    log: app.log.child({ module: 'payments' }),
  }
}

/** The reconciliation job's work; the payments decoration is read when it runs (it is registered after the jobs). */
export function createPaymentsReconcileJob(app: App): (now: Date) => Promise<number> {
  let deps: PaymentsDeps | undefined
  return (now) => reconcilePayments({ deps: (deps ??= paymentsDeps(app)), now })
}

/** The gateway's side of a deal's step that moved money (a release, a refund), right after its commit; the reconciliation job retries what fails. */
export function createGatewayKick(app: App): () => void {
  let deps: PaymentsDeps | undefined
  return () => {
    deps ??= paymentsDeps(app)
    void sendPendingRefunds(deps).catch((error: unknown) => deps!.log.warn({ err: error }, 'the gateway work after a deal step failed; reconciliation retries it'))
  }
}
