// Issue #22's figures beside the loads: how many features each map call answers (the budget is
// at most 500), and how long saving a split into 100 parts takes, end to end through the API as
// the demo seller. Each split is on a fresh 1 km square plot of the seller's, split 10 x 10 (the
// split tool's grid: equal portions and areas), then withdrawn and the plot deleted, so the
// seller's own list (a measured call) is as it was.

/** Features in one answer of each map call (plots or clusters), by endpoint key. */
export async function countMapFeatures(url, endpoints) {
  const counts = {}
  for (const endpoint of endpoints.filter((e) => e.key.startsWith('map'))) {
    const response = await fetch(`${url}${endpoint.path}`, { method: endpoint.method, headers: endpoint.headers, body: endpoint.body })
    const answer = await response.json()
    if (!response.ok) throw new Error(`${endpoint.label}: ${response.status} ${JSON.stringify(answer)}`)
    counts[endpoint.key] = { mode: answer.mode ?? 'plots', features: (answer.plots?.length ?? 0) + (answer.clusters?.length ?? 0), truncated: answer.truncated }
  }
  return counts
}

const SIDE = 0.009 // degrees, about 1 km
const GRID = 10

const ring = (south, west, height, width) => [
  { latitude: south, longitude: west },
  { latitude: south, longitude: west + width },
  { latitude: south + height, longitude: west + width },
  { latitude: south + height, longitude: west },
]

async function call(url, token, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`)
  return answer
}

/** Saves `runs` splits into 100 parts, each timed from request to answer (ms); each is then withdrawn and its plot deleted. */
export async function timeSplitSaves(url, sellerToken, { runs = 3 } = {}) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    // Far from the seeded cities (rural Vidarbha), a kilometre apart.
    const south = 20.5 + run * 0.02
    const west = 78.5
    const total = 1_000_000
    const { property } = await call(url, sellerToken, 'POST', '/api/properties', {
      basicInfo: { title: `Bench split plot ${run + 1}`, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Survey 7', city: 'Wardha', state: 'Maharashtra' }, geofence: { vertices: ring(south, west, SIDE, SIDE) } },
      financial: { pricing: { totalPrice: 100_000_000 } },
      specifications: { area: { total, unit: 'sqm' } },
    })
    const step = SIDE / GRID
    const resultingProperties = []
    for (let row = 0; row < GRID; row += 1) {
      for (let column = 0; column < GRID; column += 1) {
        const n = row * GRID + column + 1
        resultingProperties.push({ name: `Bench split plot ${run + 1} - Part ${n}`, portion: 100 / (GRID * GRID), area: total / (GRID * GRID), areaUnit: 'sqm', coordinates: ring(south + row * step, west + column * step, step, step) })
      }
    }
    const started = performance.now()
    const answer = await call(url, sellerToken, 'POST', `/api/properties/${property.id}/split`, { splitReason: 'Layout of 100 plots', resultingProperties })
    times.push(Math.round((performance.now() - started) * 10) / 10)
    if (answer.resultingProperties.length !== GRID * GRID) throw new Error(`split answered ${answer.resultingProperties.length} parts`)
    await call(url, sellerToken, 'POST', `/api/properties/${property.id}/splits/${answer.operationId}/cancel`, {})
    await call(url, sellerToken, 'DELETE', `/api/properties/${property.id}`)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { parts: GRID * GRID, runs: times, medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) }
}
