// A crash between the gateway's success and its posting loses no payment and posts none twice:
// the built server (dist/server.js) with the simulated gateway's webhooks held back for minutes,
// a buyer's token payment started and paid at the gateway (its record says paid), `kill -9`
// before any webhook or confirmation lands, a restart on the same data with the reconciliation
// job on, and the payment is posted exactly once and the deal funded; a second reconciliation
// posts nothing more. On the engine of the project.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/database'
import { JOB_NAMES } from './jobs/job-schedule'
import { agreedDeal } from './modules/payments/payments-test-kit'
import { resetPropertyTables, type PropertyKit } from './modules/properties/properties-test-kit'
import { buildServer, builtServer } from './test/built-server'
import { demoHeaders } from './test/signed-in'
import { buildTestApp } from './test/test-app'

const server = builtServer('paycrash')

/** `fn` with the app in this process on the test's database (closed after: PGlite is one process). */
async function inProcess<T>(fn: (kit: PropertyKit) => Promise<T>, create = false): Promise<T> {
  const database = await server.open(create)
  try {
    if (create) await resetPropertyTables(database)
    const app = await buildTestApp({ database, env: server.secrets })
    try {
      const headers = await demoHeaders(app)
      // The second seller is not a party here; the kit's type asks for a header of theirs.
      return await fn({ app, database, headers: { ...headers, otherSeller: headers.dealer } })
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}

async function call<T>(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return { status: response.status, json: (await response.json()) as T }
}

const postingsOf = (database: DatabaseHandle, paymentId: string) =>
  database.query<{ kind: string }>(`SELECT kind FROM ledger_transactions WHERE payment_id = $1::uuid ORDER BY posted_at`, [paymentId])

describe(`the server killed between the gateway's success and its posting (${server.engine})`, () => {
  beforeAll(buildServer, 120_000)

  afterAll(() => server.remove())

  it('posts the paid payment once after a restart, by reconciliation, and funds the deal', async () => {
    const { dealId, buyer } = await inProcess(async (kit) => ({ dealId: (await agreedDeal(kit, { tokenAmountPaise: 4_000_000 })).deal.id, buyer: kit.headers.buyer }), true)

    // Webhooks held back for ten minutes, no jobs: the payment is paid at the gateway and nowhere else.
    let url = await server.start({ SIMULATED_WEBHOOK_MAX_DELAY_MS: '600000', SIMULATED_WEBHOOK_DUPLICATE_RATE: '1', JOBS: 'false' })
    const started = await call<{ payment: { id: string; status: string }; checkout: { orderId: string } }>(`${url}/api/deals/${dealId}/payments`, {
      method: 'POST',
      headers: { ...buyer, 'idempotency-key': `crash-${randomBytes(8).toString('hex')}` },
    })
    expect(started.status, JSON.stringify(started.json)).toBe(201)
    const { payment, checkout } = started.json
    const paid = await call<{ result: { ok: boolean } }>(`${url}/api/test-gateway/orders/${checkout.orderId}/pay`, { method: 'POST', body: { outcome: 'succeed', method: 'upi' } })
    expect(paid.json.result.ok).toBe(true)
    expect((await call<{ order: { status: string } }>(`${url}/api/test-gateway/orders/${checkout.orderId}`)).json.order.status).toBe('paid')
    expect((await call<{ payment: { status: string } }>(`${url}/api/payments/${payment.id}`, { headers: buyer })).json.payment.status).toBe('pending')
    expect(await server.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })

    // Nothing was posted; the payment looks as old as the reconciliation job's settle delay.
    await inProcess(async ({ database }) => {
      expect(await postingsOf(database, payment.id)).toEqual([])
      await database.query(`UPDATE payments SET created_at = now() - interval '2 minutes' WHERE id = $1::uuid`, [payment.id])
    })

    // Restarted with only the reconciliation job, every minute (it runs at start).
    const schedule = JOB_NAMES.map((name) => `${name}=${name === 'payments-reconcile' ? '1m' : 'off'}`).join(',')
    url = await server.start({ SIMULATED_WEBHOOK_MAX_DELAY_MS: '600000', JOBS: 'true', JOB_SCHEDULE: schedule })
    let status = 'pending'
    for (let waited = 0; status !== 'succeeded' && waited < 30_000; waited += 200) {
      status = (await call<{ payment: { status: string } }>(`${url}/api/payments/${payment.id}`, { headers: buyer })).json.payment.status
      if (status !== 'succeeded') await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status, server.output()).toBe('succeeded')
    const deal = await call<{ deal: { status: string } }>(`${url}/api/deals/${dealId}`, { headers: buyer })
    expect(deal.json.deal.status).toBe('escrow-funded')
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })

    await inProcess(async ({ app, database }) => {
      expect(await postingsOf(database, payment.id)).toEqual([{ kind: 'capture' }])
      // A second reconciliation posts nothing more.
      await app.jobs.jobs.find((job) => job.name === 'payments-reconcile')!.run({ now: new Date(), signal: new AbortController().signal, log: app.log })
      expect(await postingsOf(database, payment.id)).toEqual([{ kind: 'capture' }])
      const [escrow] = await database.query<{ held: number }>(`SELECT coalesce(sum(credit_paise - debit_paise), 0)::float8 AS held FROM ledger_entries WHERE account = $1`, [`escrow:${dealId}`])
      expect(escrow!.held).toBe(4_000_000)
      const runs = await database.query<{ itemsTouched: number }>(`SELECT items_touched AS "itemsTouched" FROM job_runs WHERE job = 'payments-reconcile'`)
      expect(runs).toEqual([{ itemsTouched: 1 }])
    })
  }, 120_000)
})
