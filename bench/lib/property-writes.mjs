// The property management writes (the property management issue): a batch update of 100 of the
// demo seller's properties and an import of 1 000 properties, each timed end to end over HTTP,
// one run after another; `npm run bench` and `npm run bench:properties` both run them.
import { median } from './stats.mjs'

async function call(url, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

/** Wall-clock ms of `fn`, `times` runs one after another: the runs, their median and the worst. */
async function timed(fn, times) {
  const runs = []
  for (let i = 0; i < times; i += 1) {
    const start = performance.now()
    await fn(i)
    runs.push(Math.round(performance.now() - start))
  }
  return { runs, median: median(runs), worst: Math.max(...runs) }
}

/**
 * `rounds` batch updates of the seller's 100 oldest properties (a price rise each), then
 * ceil(rounds / 2) imports of 1 000 properties made from them. The seed gives the demo seller
 * at least 100 properties on 2 000 listings or more.
 */
export async function timePropertyWrites(url, seller, { rounds = 5 } = {}) {
  const { properties: own } = await call(url, '/api/properties?limit=100&sortBy=createdAt&sortOrder=asc', { token: seller })
  if (own.length < 100) throw new Error(`the demo seller has ${own.length} properties; seed more listings`)
  const batch = await timed(
    (round) =>
      call(url, '/api/properties/batch', {
        method: 'PATCH',
        token: seller,
        body: { updates: own.map((p) => ({ reference: p.reference, data: { financial: { pricing: { totalPrice: p.financial.pricing.totalPrice + 1000 * (round + 1) } } } })) },
      }).then((answer) => {
        if (answer.successCount !== 100) throw new Error(`batch: ${answer.failureCount} failed: ${JSON.stringify(answer.failed[0])}`)
      }),
    rounds,
  )
  // Without the listing's dealer: naming one is an invitation, and an inviter may have only 100
  // waiting (SPEC §6 consent before anyone is named), so 1 000 would be refused.
  const template = own.map(({ id: _id, reference: _reference, dealerInfo, ...rest }) => {
    const { currentDealer: _dealer, ...withoutDealer } = dealerInfo ?? {}
    return { ...rest, dealerInfo: withoutDealer }
  })
  const thousand = Array.from({ length: 1000 }, (_, i) => {
    const source = template[i % template.length]
    return { ...source, basicInfo: { ...source.basicInfo, title: `${source.basicInfo.title} (import ${i + 1})` } }
  })
  const text = JSON.stringify(thousand)
  const imported = await timed(
    () =>
      call(url, '/api/properties/import', { method: 'POST', token: seller, body: { data: text } }).then((answer) => {
        if (answer.count !== 1000) throw new Error(`import: ${answer.count} imported`)
      }),
    Math.max(1, Math.ceil(rounds / 2)),
  )
  return { batch, import: imported, importBytes: text.length }
}
