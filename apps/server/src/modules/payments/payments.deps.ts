// The payments' dependencies from the app: its database, the gateway, the deal and rental
// repositories, the brand, a logger. One place, so the routes and the reconciliation job agree.
import type { App } from '../../app'
import type { Config } from '../../config'
import { createDealsRepository } from '../deals/deals.repository'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createRentalsRepository } from '../rentals/rentals.repository'
import { reconcilePayments, type PaymentsDeps } from './payments.service'

export function paymentsDeps(app: App, config: Pick<Config, 'brandName'>): PaymentsDeps {
  return {
    database: app.database,
    gateway: app.payments.gateway,
    deals: { deals: createDealsRepository(app.database), properties: createPropertiesRepository(app.database), feeBasisPoints: app.payments.feeBasisPoints },
    rentals: createRentalsRepository(app.database),
    merchantName: config.brandName,
    log: app.log.child({ module: 'payments' }),
  }
}

/** The reconciliation job's work; the payments decoration is read when it runs (it is registered after the jobs). */
export function createPaymentsReconcileJob(app: App, config: Pick<Config, 'brandName'>): (now: Date) => Promise<number> {
  let deps: PaymentsDeps | undefined
  return (now) => reconcilePayments({ deps: (deps ??= paymentsDeps(app, config)), now })
}
