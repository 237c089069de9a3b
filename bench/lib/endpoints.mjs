// The API calls `npm run bench` loads, as plain request descriptions: autocannon sends them to the
// production server and direct-sql.ts sends the very same ones through app.inject to capture
// their SQL. `key` names the budget (budgets.mjs) and joins the two measurements.
import { codesFromLog, signIn } from './sign-in.mjs'

export const SELLER = '+919800000002'
export const BUYER = '+919800000004'
export const ADMIN = '+919800000001'

const FILTER = 'city=Mohali&type=residential&minPrice=5000000'
/** The home page's search: a kind (Buy), a city, BHK and a budget, newest first. */
const HOME_SEARCH = 'listingType=sale&city=Bengaluru&bhk=2,3&minPrice=5000000&maxPrice=20000000'

/**
 * The admin dashboard's range (issue #25): the seed's listings are created over the 400 days up to
 * its epoch (30 June 2026), so this is a year and a bit holding nearly all of them, by day (401
 * points): more than the page asks for by itself (it takes weeks past 92 days), less than the
 * call allows (731 days by day).
 */
const DASHBOARD_RANGE = 'from=2025-05-26&to=2026-06-30&interval=day'

/** What the demo buyer has going before the loads (issue #23's activity list): made through the API. */
const ACTIVITY = { offers: 20, visits: 10, questions: 15 }

/** Each call's name in the tables, by key. */
export const endpointLabels = {
  publicList: 'GET /api/properties/public',
  publicListFiltered: 'GET /api/properties/public (city, type, minPrice, by price)',
  homeSearch: 'GET /api/properties/public (home search: kind, city, BHK, budget)',
  publicById: 'GET /api/properties/public/{id}',
  advancedSearch: 'GET /api/properties/search/advanced (city, type, minPrice)',
  containingPoint: 'POST /api/properties/containing-point',
  withinRadius: 'GET /api/properties/{id}/within-radius/1000',
  ownList: 'GET /api/properties (the demo seller)',
  placeSuggestions: 'GET /api/public/places (the start of a name: Ban)',
  placeSuggestionsTypo: 'GET /api/public/places (a typo: Bengaluro)',
  mapViewportCity: 'GET /api/map/viewport (Bengaluru at city zoom 12: clusters)',
  mapViewportStreet: 'GET /api/map/viewport (central Bengaluru at street zoom 16: plot outlines)',
  mapArea: 'POST /api/map/search/area (a drawn hexagon of about 1 km radius in Bengaluru)',
  myActivity: `GET /api/users/me/activity (the demo buyer's ${ACTIVITY.offers + ACTIVITY.visits + ACTIVITY.questions} offers, visits and questions)`,
  dashboard: 'GET /api/admin/dashboard (the demo admin: 401 days by day, nearly every listing)',
  adminPayments: 'GET /api/admin/payments (payment manager, 100 000 payments, newest first)',
  adminPaymentsFiltered: 'GET /api/admin/payments (succeeded, by UPI, token, a date range)',
}

/** Bengaluru's centre, where the seed's Bengaluru plots spiral out from. */
const CITY = { latitude: 12.9716, longitude: 77.5946 }
/** What a 1280 x 800 map shows at a zoom around the centre (Web Mercator: 256 px tiles), as the viewport call's query. */
function viewportQuery(zoom) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom)
  const halfWidth = 640 * degreesPerPixel
  const halfHeight = 400 * degreesPerPixel * Math.cos((CITY.latitude * Math.PI) / 180)
  const edges = { south: CITY.latitude - halfHeight, west: CITY.longitude - halfWidth, north: CITY.latitude + halfHeight, east: CITY.longitude + halfWidth }
  return `${Object.entries(edges).map(([key, value]) => `${key}=${value.toFixed(6)}`).join('&')}&zoom=${zoom}`
}
/** A drawn area: a hexagon of about 1.1 km radius around the centre. */
const DRAWN_AREA = Array.from({ length: 6 }, (_, i) => ({
  latitude: CITY.latitude + 0.01 * Math.sin((i * Math.PI) / 3),
  longitude: CITY.longitude + 0.01 * Math.cos((i * Math.PI) / 3),
}))

/**
 * Signs the demo seller and buyer in on `server` (started with logLevel 'info' and pipeStdout, so
 * the one-time codes can be read) and picks a Mohali listing with a boundary for the calls about
 * one property, as bench:properties does.
 */
export async function prepareCalls(server) {
  const codes = codesFromLog(server.stdout)
  const seller = await signIn(server.url, codes, SELLER)
  const buyer = await signIn(server.url, codes, BUYER)
  const admin = await signIn(server.url, codes, ADMIN)
  const response = await fetch(`${server.url}/api/properties/public?city=Mohali&limit=1`)
  const { properties } = await response.json()
  const plot = properties?.[0]
  if (!plot) throw new Error('no public listing in Mohali: seed more listings')
  const { latitude, longitude } = plot.location.coordinates
  await makeBuyerActivity(server.url, buyer)
  return { seller, buyer, admin, propertyId: plot.id, point: { latitude, longitude } }
}

/** India time `days` from now at `hour`:00, as an ISO instant (visits are booked 07:00-21:00 there). */
function indiaSlot(days, hour) {
  const date = new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)
  const start = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`)
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() }
}

/** The buyer's offers, visits and questions on Pune's public sale listings, through the real calls. */
async function makeBuyerActivity(url, buyer) {
  const headers = { authorization: `Bearer ${buyer}`, 'content-type': 'application/json' }
  const response = await fetch(`${url}/api/properties/public?city=Pune&listingType=sale&limit=${ACTIVITY.offers}`)
  const { properties } = await response.json()
  if (!properties || properties.length < ACTIVITY.offers) throw new Error('too few public sale listings in Pune: seed more listings')
  const post = async (path, body) => {
    const answer = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  }
  for (const [index, property] of properties.entries()) {
    const price = property.financial?.pricing?.totalPrice ?? 50_00_000
    await post('/api/proposals', { propertyId: property.id, amountPaise: Math.round(price * 90), terms: 'Subject to a clear title' })
    if (index < ACTIVITY.visits) await post(`/api/properties/${property.id}/visits`, { slots: [indiaSlot(2 + index, 11)] })
    if (index < ACTIVITY.questions) await post(`/api/properties/${property.id}/inquiries`, { message: 'Is the price negotiable, and is there covered parking?' })
  }
}

/** The calls of the issues, with the seller's and buyer's tokens from prepareCalls. */
export function apiEndpoints({ seller, buyer, admin, propertyId, point }) {
  const call = (key, request) => ({ key, label: endpointLabels[key], method: 'GET', ...request })
  const asBuyer = { authorization: `Bearer ${buyer}` }
  return [
    call('publicList', { path: '/api/properties/public' }),
    call('publicListFiltered', { path: `/api/properties/public?${FILTER}&sortBy=price&sortOrder=asc` }),
    call('homeSearch', { path: `/api/properties/public?${HOME_SEARCH}` }),
    call('publicById', { path: `/api/properties/public/${propertyId}` }),
    call('advancedSearch', { path: `/api/properties/search/advanced?${FILTER}`, headers: asBuyer }),
    call('containingPoint', {
      method: 'POST',
      path: '/api/properties/containing-point',
      headers: { ...asBuyer, 'content-type': 'application/json' },
      body: JSON.stringify(point),
    }),
    call('withinRadius', { path: `/api/properties/${propertyId}/within-radius/1000`, headers: asBuyer }),
    call('ownList', { path: '/api/properties', headers: { authorization: `Bearer ${seller}` } }),
    call('placeSuggestions', { path: '/api/public/places?q=Ban' }),
    call('placeSuggestionsTypo', { path: '/api/public/places?q=Bengaluro' }),
    call('mapViewportCity', { path: `/api/map/viewport?${viewportQuery(12)}` }),
    call('mapViewportStreet', { path: `/api/map/viewport?${viewportQuery(16)}` }),
    call('mapArea', { method: 'POST', path: '/api/map/search/area', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ polygon: DRAWN_AREA }) }),
    call('myActivity', { path: '/api/users/me/activity', headers: asBuyer }),
    call('dashboard', { path: `/api/admin/dashboard?${DASHBOARD_RANGE}`, headers: { authorization: `Bearer ${admin}` } }),
    ...paymentEndpoints(admin),
  ]
}

/** The admin's payment manager over the payments seeded by seed-payments.ts (issue #24). */
export function paymentEndpoints(admin) {
  const headers = { authorization: `Bearer ${admin}` }
  const lastMonth = (days) => new Date(Date.now() - days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)
  return [
    { key: 'adminPayments', label: endpointLabels.adminPayments, method: 'GET', path: '/api/admin/payments', headers },
    {
      key: 'adminPaymentsFiltered',
      label: endpointLabels.adminPaymentsFiltered,
      method: 'GET',
      path: `/api/admin/payments?status=succeeded&method=upi&purpose=token&from=${lastMonth(90)}&to=${lastMonth(0)}`,
      headers,
    },
  ]
}
