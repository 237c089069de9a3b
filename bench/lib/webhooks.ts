// node --import tsx bench/lib/webhooks.ts <server url> <out.json>   (run.mjs runs it, PostgreSQL only)
//
// The payment gateway's webhooks on the measured server (issue #24), with the server's environment
// (productionEnv: same database, same DATA_DIR, so the simulated gateway's webhook secret in
// secrets.json is the server's):
//   1. Storm: 200 payments of this run with their orders paid at the simulated gateway (seeded in
//      SQL, as the gateway's table and our payments table would be after 200 checkouts), then
//      1 000 signed payment.captured deliveries (each payment's event sent one to five times, the
//      whole list shuffled) at 20 connections. Exactly 200 capture postings and 200 succeeded
//      payments must result, and no other answer than 200.
//   2. Posting latency: 300 more payments, each one's webhook (the call that settles it: a
//      transaction that marks it succeeded, posts the capture and notifies both sides) at 10
//      connections, timed per request; before it, 100 at one connection (the service time alone).
//   3. The floor: 300 more, each one's same webhook handled in this process by the server's own
//      handleWebhook on a pool of the server's size, 10 at a time, with no HTTP server: the
//      database's and the settlement's own cost on this machine, which no server can go under.
//      The posting's overhead is its p50 over the floor's.
// The run's rows are removed at the end (the ledger's are append-only: the fresh database is dropped anyway).
import { createHmac, randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { loadConfig } from '../../apps/server/src/config'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'
import { createPaymentGateway } from '../../apps/server/src/providers/payments/create-payment-gateway'
import { SIMULATED_SIGNATURE_HEADER } from '../../apps/server/src/providers/payments/simulated-gateway'
import { createDealsRepository } from '../../apps/server/src/modules/deals/deals.repository'
import { handleWebhook, type PaymentsDeps } from '../../apps/server/src/modules/payments/payments.service'
import { createPropertiesRepository } from '../../apps/server/src/modules/properties/properties.repository'
import { createRentalsRepository } from '../../apps/server/src/modules/rentals/rentals.repository'

const [url, out] = process.argv.slice(2)
if (!url || !out) throw new Error('usage: webhooks.ts <server url> <out.json>')
const STORM_PAYMENTS = 200
const STORM_DELIVERIES = 1000
const STORM_CONNECTIONS = 20
const LATENCY_PAYMENTS = 300
const LATENCY_CONNECTIONS = 10
const AMOUNT_PAISE = 2_500_000

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
const round = (ms: number) => Math.round(ms * 10) / 10

const config = loadConfig()
if (config.payments.provider !== 'simulated') throw new Error('The webhook bench runs on the simulated gateway')
const secret = config.payments.webhookSecret
const database = await openConfiguredDatabase(config)
const run = randomUUID().slice(0, 8)

type Seeded = { paymentId: string; orderId: string; gatewayPaymentId: string }

/** `n` pending payments of this run, each with its order paid at the simulated gateway. */
async function seedPayments(label: string, n: number): Promise<Seeded[]> {
  const [property] = await database.query<{ id: string; reference: string; title: string }>('SELECT id::text AS id, reference, title FROM properties ORDER BY created_at LIMIT 1')
  const users = await database.query<{ id: string }>('SELECT id::text AS id FROM users ORDER BY created_at LIMIT 2')
  if (!property || users.length < 2) throw new Error('The webhook bench needs a seeded database (a property and two users)')
  const rows = await database.query<{ paymentId: string; orderId: string }>(
    `INSERT INTO payments (property_id, property_reference, property_title, payer_id, payee_id, amount_paise, purpose, provider, test_mode, idempotency_key, provider_order_id)
     SELECT $1::uuid, $2, $3, $4::uuid, $5::uuid, $6, 'rent', 'simulated', true, 'bench-' || $7 || '-' || n, 'order_bench' || $7 || 'x' || n
     FROM generate_series(1, $8::int) n RETURNING id::text AS "paymentId", provider_order_id AS "orderId"`,
    [property.id, property.reference, property.title, users[0]!.id, users[1]!.id, AMOUNT_PAISE, `${run}${label}`, n],
  )
  const seeded = rows.map((row) => ({ paymentId: row.paymentId, orderId: row.orderId, gatewayPaymentId: row.orderId.replace('order_', 'pay_') }))
  await database.query(
    `INSERT INTO simulated_gateway_orders (order_id, amount_paise, receipt, notes, status, payment_id, method, paid_at)
     SELECT o, $2, r, '{}'::jsonb, 'paid', p, 'upi', now() FROM unnest($1::text[], $3::text[], $4::text[]) AS t(o, r, p)`,
    [seeded.map((s) => s.orderId), AMOUNT_PAISE, seeded.map((s) => s.paymentId), seeded.map((s) => s.gatewayPaymentId)],
  )
  return seeded
}

/** The captured event of one payment, as the simulated gateway signs it. */
function capturedWebhook(payment: Seeded): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    id: `evt_${payment.gatewayPaymentId}`,
    entity: 'event',
    event: 'payment.captured',
    created_at: Math.floor(Date.now() / 1000),
    payload: { payment: { entity: { id: payment.gatewayPaymentId, entity: 'payment', order_id: payment.orderId, amount: AMOUNT_PAISE, currency: 'INR', status: 'captured', method: 'upi', bank_reference: 'BENCH' } } },
  })
  return { body, headers: { 'content-type': 'application/json', [SIMULATED_SIGNATURE_HEADER]: createHmac('sha256', secret).update(body).digest('hex') } }
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** Sends every request with `connections` at a time; each one's status and time. */
async function deliverAll(requests: { body: string; headers: Record<string, string> }[], connections: number) {
  const results: { status: number; ms: number; outcome: string }[] = []
  let next = 0
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!
      const start = performance.now()
      try {
        const response = await fetch(`${url}/api/payments/webhooks/simulated`, { method: 'POST', body: request.body, headers: request.headers })
        const json = (await response.json()) as { outcome?: string }
        results.push({ status: response.status, ms: performance.now() - start, outcome: json.outcome ?? '' })
      } catch {
        results.push({ status: 0, ms: performance.now() - start, outcome: 'error' })
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return results
}

/** The floor: each request's webhook handled right here by the server's own code, `connections` at a time. */
async function handleAll(requests: { body: string; headers: Record<string, string> }[], connections: number) {
  const { gateway, simulated } = createPaymentGateway(config.payments, { database, deliverWebhook: async () => {} })
  const quiet = { level: 'silent', trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, silent() {}, child: () => quiet } as unknown as PaymentsDeps['log']
  const deps: PaymentsDeps = {
    database,
    gateway,
    deals: { deals: createDealsRepository(database), properties: createPropertiesRepository(database), feeBasisPoints: config.payments.feeBasisPoints },
    rentals: createRentalsRepository(database),
    merchantName: config.brandName,
    log: quiet,
  }
  const times: number[] = []
  let next = 0
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!
      const start = performance.now()
      await handleWebhook({ deps, rawBody: Buffer.from(request.body), headers: request.headers, now: new Date(), requestId: 'bench' })
      times.push(performance.now() - start)
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, worker))
  } finally {
    simulated?.close()
  }
  return times.sort((a, b) => a - b)
}

const counts = async (paymentIds: string[]) => {
  const [row] = await database.query<{ captures: number; succeeded: number }>(
    `SELECT (SELECT count(*) FROM ledger_transactions WHERE kind = 'capture' AND payment_id = ANY($1::uuid[]))::int AS captures,
            (SELECT count(*) FROM payments WHERE status = 'succeeded' AND id = ANY($1::uuid[]))::int AS succeeded`,
    [paymentIds],
  )
  return row!
}

try {
  // 1. The storm: each payment's event one to five times (1 000 in all), shuffled.
  const storm = await seedPayments('s', STORM_PAYMENTS)
  const times = storm.map(() => 1)
  for (let extra = STORM_DELIVERIES - STORM_PAYMENTS; extra > 0; ) {
    const i = Math.floor(Math.random() * storm.length)
    if (times[i]! < 5) {
      times[i]! += 1
      extra -= 1
    }
  }
  const deliveries = shuffle(storm.flatMap((payment, i) => Array.from({ length: times[i]! }, () => capturedWebhook(payment))))
  const stormStart = performance.now()
  const stormResults = await deliverAll(deliveries, STORM_CONNECTIONS)
  const stormSeconds = (performance.now() - stormStart) / 1000
  const posted = await counts(storm.map((payment) => payment.paymentId))
  const outcomes: Record<string, number> = {}
  for (const result of stormResults) outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1
  const stormSorted = stormResults.map((result) => result.ms).sort((a, b) => a - b)

  // 2. One posting per request at 10 connections (and at one, for the service time without queueing).
  const alone = await seedPayments('a', 100)
  const aloneSorted = (await deliverAll(alone.map(capturedWebhook), 1)).map((result) => result.ms).sort((a, b) => a - b)
  const single = await seedPayments('l', LATENCY_PAYMENTS)
  const latencyStart = performance.now()
  const latencyResults = await deliverAll(single.map(capturedWebhook), LATENCY_CONNECTIONS)
  const latencySeconds = (performance.now() - latencyStart) / 1000
  const latencySorted = latencyResults.map((result) => result.ms).sort((a, b) => a - b)
  const latencyPosted = await counts(single.map((payment) => payment.paymentId))

  // 3. The floor: the same work without the HTTP server.
  const floorPayments = await seedPayments('f', LATENCY_PAYMENTS)
  const floorSorted = await handleAll(floorPayments.map(capturedWebhook), LATENCY_CONNECTIONS)
  const floorPosted = await counts(floorPayments.map((payment) => payment.paymentId))

  const result = {
    storm: {
      payments: STORM_PAYMENTS,
      deliveries: deliveries.length,
      connections: STORM_CONNECTIONS,
      non200: stormResults.filter((r) => r.status !== 200).length,
      outcomes,
      capturePostings: posted.captures,
      succeededPayments: posted.succeeded,
      seconds: round(stormSeconds),
      p50Ms: round(quantile(stormSorted, 0.5)),
      p95Ms: round(quantile(stormSorted, 0.95)),
    },
    posting: {
      payments: LATENCY_PAYMENTS,
      connections: LATENCY_CONNECTIONS,
      non200: latencyResults.filter((r) => r.status !== 200).length,
      capturePostings: latencyPosted.captures,
      p50Ms: round(quantile(latencySorted, 0.5)),
      p95Ms: round(quantile(latencySorted, 0.95)),
      maxMs: round(latencySorted.at(-1) ?? Number.NaN),
      perSecond: Math.round(LATENCY_PAYMENTS / latencySeconds),
      oneConnection: { payments: alone.length, p50Ms: round(quantile(aloneSorted, 0.5)), p95Ms: round(quantile(aloneSorted, 0.95)) },
      floor: {
        payments: floorPayments.length,
        connections: LATENCY_CONNECTIONS,
        capturePostings: floorPosted.captures,
        p50Ms: round(quantile(floorSorted, 0.5)),
        p95Ms: round(quantile(floorSorted, 0.95)),
      },
      overheadRatio: Math.round((quantile(latencySorted, 0.5) / quantile(floorSorted, 0.5)) * 100) / 100,
    },
  }
  console.error(`[bench] webhooks: ${JSON.stringify(result)}`)
  writeFileSync(out, JSON.stringify(result, null, 2))
} finally {
  await database.close()
}
