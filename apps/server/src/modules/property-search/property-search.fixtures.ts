// Test rows for the search tests, written with plain SQL (independent of the property API):
// properties with hand-made boundaries (squares, or any simple polygon) near a fixed point, their
// owners, and history.
// Squares are given in degrees, so an edge along a meridian is a geodesic and the distance
// between two squares stacked north-south is a meridian arc (meridianArcMetres).
import { createBlankProperty, storedPropertySchema, type PropertyStatus, type PropertyType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

/** Near Mohali: the south-west corner of the fixtures' squares. */
export const ORIGIN = { latitude: 30.7, longitude: 76.7 } as const

export type Square = { south: number; west: number; north: number; east: number }

export type Vertex = { latitude: number; longitude: number }

export type FixtureProperty = {
  title: string
  status?: PropertyStatus
  type?: PropertyType
  city?: string
  price?: number
  createdBy?: string
  ownerId?: string
  owners?: { userId: string; share: number; ownershipType?: string; name?: string }[]
  dealerId?: string
  square?: Square
  /** Any simple polygon, its vertices in order (the ring is closed here); instead of `square`. */
  polygon?: Vertex[]
  createdAt?: string
}

export type Inserted = { id: string; reference: string }

let sequence = 0

function squareVertices({ south, west, north, east }: Square): Vertex[] {
  return [
    { latitude: south, longitude: west },
    { latitude: south, longitude: east },
    { latitude: north, longitude: east },
    { latitude: north, longitude: west },
  ]
}

function ring(vertices: Vertex[]): string {
  const closed = [...vertices, vertices[0]!]
  return `SRID=4326;POLYGON((${closed.map((v) => `${v.longitude} ${v.latitude}`).join(', ')}))`
}

export async function insertProperty(database: DatabaseHandle, input: FixtureProperty): Promise<Inserted> {
  sequence += 1
  const reference = `PROP-FIXTURE-${String(sequence).padStart(5, '0')}`
  const [row] = await database.query<{ id: string }>('SELECT gen_random_uuid()::text AS id')
  const id = row!.id
  const owners = input.owners ?? (input.ownerId ? [{ userId: input.ownerId, share: 100 }] : [])
  const ownerId = input.ownerId ?? owners[0]?.userId
  const createdBy = input.createdBy ?? ownerId ?? 'system'
  const blank = createBlankProperty()
  const vertices = input.polygon ?? (input.square ? squareVertices(input.square) : [])
  const doc = storedPropertySchema.parse({
    ...blank,
    id,
    reference,
    basicInfo: { ...blank.basicInfo, title: input.title, type: input.type ?? 'land', status: input.status ?? 'active' },
    location: {
      address: { city: input.city ?? 'Mohali', state: 'Punjab', country: 'India' },
      geofence: { vertices },
    },
    financial: { pricing: { totalPrice: input.price ?? 1_000_000, currency: 'INR' } },
    specifications: { ...blank.specifications, area: { total: 1000, unit: 'sqft' } },
    ownership: { owners: owners.map((owner) => ({ ...owner, ownershipType: owner.ownershipType ?? 'freehold' })), ...(ownerId ? { ownerId } : {}) },
    dealerInfo: { currentDealer: input.dealerId ? { userId: input.dealerId } : null },
    metadata: { createdBy, updatedBy: createdBy },
  })
  await database.query(
    `INSERT INTO properties (id, reference, doc, title, type, status, city, state, price, area_sqft, owner_id, dealer_id, created_by, created_at, boundary, centroid)
     VALUES ($1::uuid, $2, $3::jsonb, $4, $5, $6, $7, 'Punjab', $8, 1000, $9::uuid, $10::uuid, $11, coalesce($12::timestamptz, now()),
             ST_GeogFromText($13), ST_Centroid(ST_GeogFromText($13)))`,
    [id, reference, JSON.stringify(doc), input.title, doc.basicInfo.type, doc.basicInfo.status, doc.location.address.city, doc.financial.pricing.totalPrice,
      ownerId ?? null, input.dealerId ?? null, createdBy, input.createdAt ?? null, vertices.length > 0 ? ring(vertices) : null],
  )
  for (const owner of owners) {
    await database.query('INSERT INTO property_owners (property_id, user_id, share, ownership_type) VALUES ($1::uuid, $2::uuid, $3, $4)', [
      id,
      owner.userId,
      owner.share,
      owner.ownershipType ?? 'freehold',
    ])
  }
  return { id, reference }
}

/** Inserts a user (owner) with the given name, phone and KYC status; returns its id. */
export async function insertUser(database: DatabaseHandle, input: { fullName: string; phoneNumber: string; email?: string; kycStatus?: string }): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `INSERT INTO users (uid, phone_number, full_name, email, kyc_status, is_seller) VALUES ($1, $2, $3, $4, $5, true) RETURNING id::text AS id`,
    [`fixture-${input.phoneNumber}`, input.phoneNumber, input.fullName, input.email ?? '', input.kycStatus ?? 'not-started'],
  )
  return row!.id
}

const daysAgo = (days: number) => `now() - make_interval(secs => ${days * 86_400})`

export async function insertPriceChange(database: DatabaseHandle, input: { propertyId: string; oldPrice: number | null; newPrice: number; daysAgo: number }): Promise<void> {
  await database.query(
    `INSERT INTO property_price_history (property_id, old_price, new_price, changed_by, changed_at) VALUES ($1::uuid, $2, $3, 'system', ${daysAgo(input.daysAgo)})`,
    [input.propertyId, input.oldPrice, input.newPrice],
  )
}

export async function insertOwnershipChange(
  database: DatabaseHandle,
  input: { propertyId: string; previousOwners: { userId: string; share: number }[]; newOwners: { userId: string; share: number }[]; daysAgo: number; changedBy?: string },
): Promise<void> {
  await database.query(
    `INSERT INTO property_ownership_history (property_id, previous_owner_id, new_owner_id, previous_owners, new_owners, changed_by, changed_at)
     VALUES ($1::uuid, $2::uuid, $3::uuid, $4::jsonb, $5::jsonb, $6, ${daysAgo(input.daysAgo)})`,
    [
      input.propertyId,
      input.previousOwners[0]?.userId ?? null,
      input.newOwners[0]?.userId ?? null,
      JSON.stringify(input.previousOwners),
      JSON.stringify(input.newOwners),
      input.changedBy ?? 'system',
    ],
  )
}

export async function insertDealerSpell(database: DatabaseHandle, input: { propertyId: string; dealerId: string; daysAgo: number; endedDaysAgo?: number }): Promise<void> {
  await database.query(
    `INSERT INTO property_dealer_history (property_id, dealer_id, assigned_by, assigned_at, unassigned_at)
     VALUES ($1::uuid, $2::uuid, 'system', ${daysAgo(input.daysAgo)}, ${input.endedDaysAgo === undefined ? 'NULL' : daysAgo(input.endedDaysAgo)})`,
    [input.propertyId, input.dealerId],
  )
}

/**
 * Metres along a meridian between two latitudes on the WGS 84 ellipsoid: the integral of the
 * meridional radius of curvature M(φ) = a(1 − e²) / (1 − e² sin²φ)^{3/2} (Simpson's rule; exact
 * to well under a millimetre over a few kilometres).
 */
export function meridianArcMetres(fromLatitude: number, toLatitude: number): number {
  const a = 6378137
  const e2 = 0.00669437999014
  const radius = (degrees: number) => {
    const s = Math.sin((degrees * Math.PI) / 180)
    return (a * (1 - e2)) / (1 - e2 * s * s) ** 1.5
  }
  const steps = 64
  const h = (toLatitude - fromLatitude) / steps
  let sum = radius(fromLatitude) + radius(toLatitude)
  for (let i = 1; i < steps; i++) sum += radius(fromLatitude + i * h) * (i % 2 === 1 ? 4 : 2)
  return Math.abs(((sum * h) / 3) * (Math.PI / 180))
}
