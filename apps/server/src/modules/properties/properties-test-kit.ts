// Fixtures of the property route tests: the app on the worker's database with the demo users
// and a second seller (for "another seller's property"), a property body with a square
// boundary, and readers of the tables a write keeps in step (owners, history, typed columns).
import { randomUUID } from 'node:crypto'
import type { Property } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { demoUsers } from '../../db/seed/users'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { demoHeaders, type DemoRole } from '../../test/signed-in'
import { resetIdentityTables } from '../auth/auth-test-kit'

export { demoUsers }

export const otherSeller = { id: '00000000-0000-4000-8000-000000000005', uid: 'test-uid-other-seller', fullName: 'Rohan Kapoor' }

export type Caller = DemoRole | 'otherSeller'
export type Headers = Record<Caller, { authorization: string }>

export type PropertyKit = { app: App; database: DatabaseHandle; headers: Headers }

/** Empty tables, the demo users and a second seller. */
export async function resetPropertyTables(database: DatabaseHandle): Promise<void> {
  await resetIdentityTables(database)
  await database.query(
    `INSERT INTO users (id, uid, phone_number, full_name, email, is_seller) VALUES ($1, $2, '+919800000005', $3, 'other.seller@vishwas.example', true)`,
    [otherSeller.id, otherSeller.uid, otherSeller.fullName],
  )
}

/** `env`: configuration beside the test defaults (an S3 bucket's, for the S3 runs). */
export type PropertyKitOptions = { env?: () => Record<string, string> }

export async function propertyKit(options: PropertyKitOptions = {}): Promise<PropertyKit> {
  const database = await testDatabase()
  await resetPropertyTables(database)
  const app = await buildTestApp({ database, ...(options.env ? { env: options.env() } : {}) })
  const { token } = await app.identity.tokens.signAccessToken({
    uid: otherSeller.uid,
    did: otherSeller.id,
    roles: { isAdmin: false, isSeller: true, isDealer: false },
    sessionId: randomUUID(),
  })
  const headers = { ...(await demoHeaders(app)), otherSeller: { authorization: `Bearer ${token}` } }
  return { app, database, headers }
}

/** The kit of a test file: built before its tests, the gateway's webhooks delivered and the tables reset before each, the app closed after. */
export function usePropertyKit(options: PropertyKitOptions = {}): PropertyKit {
  const kit = {} as PropertyKit
  beforeAll(async () => {
    Object.assign(kit, await propertyKit(options))
  })
  beforeEach(async () => {
    // A webhook the simulated gateway still has on its way from the last test (a refund's, say) would land in this one's tables.
    await kit.app.payments.simulated?.settled()
    await resetPropertyTables(kit.database)
  })
  afterAll(() => kit.app.close())
  return kit
}

export type KitRequest = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; query?: Record<string, string>; headers?: Record<string, string> }

/** A request as `caller`, or signed out (null). */
export function requestAs(kit: PropertyKit, caller: Caller | null, { payload, headers, ...request }: KitRequest) {
  return kit.app.inject({ ...request, ...(payload === undefined ? {} : { payload: payload as object }), headers: { ...headers, ...(caller ? kit.headers[caller] : {}) } })
}

/** A square of `side` degrees with its south-west corner at (latitude, longitude), as an open ring. */
export function square(latitude: number, longitude: number, side = 0.001) {
  return [
    { latitude, longitude },
    { latitude, longitude: longitude + side },
    { latitude: latitude + side, longitude: longitude + side },
    { latitude: latitude + side, longitude },
  ]
}

/** A ring whose edges cross (a bow tie). */
export const bowTie = [
  { latitude: 30.7, longitude: 76.7 },
  { latitude: 30.701, longitude: 76.701 },
  { latitude: 30.7, longitude: 76.701 },
  { latitude: 30.701, longitude: 76.7 },
]

/** A valid property body: a 3 BHK apartment in Mohali with a square boundary. */
export function propertyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    basicInfo: { title: '3 BHK Apartment in Sector 70, Mohali', type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
    location: {
      address: { line1: 'Flat 1203, Tower B', locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' },
      geofence: { vertices: square(30.7, 76.7) },
    },
    financial: { pricing: { totalPrice: 8_500_000 } },
    specifications: { area: { total: 1650, unit: 'sqft' }, rooms: { bedrooms: 3, bathrooms: 2 } },
    amenities: ['parking', 'lift'],
    ...overrides,
  }
}

type Json = Record<string, unknown>

/** POSTs a property as `caller` and returns the stored document (fails the test on anything but 201). */
export async function createAs(kit: PropertyKit, caller: Caller, body: Json = propertyBody()): Promise<Property> {
  const response = await kit.app.inject({ method: 'POST', url: '/api/properties', headers: kit.headers[caller], payload: body })
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`)
  return response.json<{ property: Property }>().property
}

/** The property of a `{ success, property }` answer. */
export const propertyOf = (response: { json<T>(): T }) => response.json<{ success: true; property: Property }>().property

/** The typed columns of a property as stored. */
export async function columnsOf(database: DatabaseHandle, id: string) {
  const [row] = await database.query<Record<string, unknown>>(
    `SELECT reference, title, type, status, city, state, locality, postal_code, price::float8 AS price, area_sqft, bedrooms, bathrooms, score, views, amenities,
            owner_id::text AS owner_id, dealer_id::text AS dealer_id, created_by, ST_AsText(boundary) AS boundary, ST_AsText(centroid) AS centroid
       FROM properties WHERE id = $1`,
    [id],
  )
  return row
}

export async function ownersOf(database: DatabaseHandle, id: string) {
  return database.query<{ userId: string; share: number; ownershipType: string }>(
    'SELECT user_id::text AS "userId", share, ownership_type AS "ownershipType" FROM property_owners WHERE property_id = $1 ORDER BY share DESC, user_id',
    [id],
  )
}

/** The price, ownership and dealer history of a property, oldest first. */
export async function historyOf(database: DatabaseHandle, id: string) {
  const prices = await database.query<{ oldPrice: number | null; newPrice: number; changedBy: string }>(
    'SELECT old_price::float8 AS "oldPrice", new_price::float8 AS "newPrice", changed_by AS "changedBy" FROM property_price_history WHERE property_id = $1 ORDER BY id',
    [id],
  )
  const ownership = await database.query<{ previousOwnerId: string | null; newOwnerId: string | null; previousOwners: unknown; newOwners: unknown; changedBy: string }>(
    `SELECT previous_owner_id::text AS "previousOwnerId", new_owner_id::text AS "newOwnerId", previous_owners AS "previousOwners", new_owners AS "newOwners",
            changed_by AS "changedBy" FROM property_ownership_history WHERE property_id = $1 ORDER BY id`,
    [id],
  )
  const dealers = await database.query<{ dealerId: string; assignedBy: string; open: boolean }>(
    'SELECT dealer_id::text AS "dealerId", assigned_by AS "assignedBy", unassigned_at IS NULL AS open FROM property_dealer_history WHERE property_id = $1 ORDER BY id',
    [id],
  )
  return { prices, ownership, dealers }
}

export const signedOut = { success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' }
export const toolsDenied = { success: false, message: "You don't have permission to access property management tools", code: 'FORBIDDEN' }

/** Accepts every pending invitation of `caller` (people named by others are owners or dealers only once they accept). */
export async function acceptInvitations(kit: PropertyKit, caller: Caller): Promise<void> {
  const listed = await kit.app.inject({ url: '/api/users/me/invitations?limit=100', headers: kit.headers[caller] })
  for (const { id } of listed.json<{ invitations: { id: string }[] }>().invitations) {
    const response = await kit.app.inject({ method: 'POST', url: `/api/users/me/invitations/${id}/accept`, headers: kit.headers[caller] })
    if (response.statusCode !== 200) throw new Error(`accept failed: ${response.statusCode} ${response.body}`)
  }
}
