// Fixtures of the split and merge tests: plots with boundaries, the domain's auto split of a
// stored parent as a request body, and readers of what a request leaves in the tables.
import { generateAutoSplit, toSplitParent, type AutoSplitOptions, type Property } from '@vishwas/domain'
import { createAs, propertyBody, square, type Caller, type PropertyKit } from '../properties/properties-test-kit'

/** A plot of land for sale with a square boundary of `side` degrees at (latitude, longitude). */
export function plotBody(latitude: number, longitude: number, overrides: Record<string, unknown> = {}, side = 0.001) {
  return propertyBody({
    basicInfo: { title: `Plot at ${latitude}, ${longitude}`, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
    location: { address: { line1: 'Survey 12', locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' }, geofence: { vertices: square(latitude, longitude, side) } },
    specifications: { area: { total: 4000, unit: 'sqft' }, rooms: { bedrooms: 0, bathrooms: 0 } },
    financial: { pricing: { totalPrice: 4_000_000 } },
    ...overrides,
  })
}

export const createPlot = (kit: PropertyKit, caller: Caller, latitude = 30.7, longitude = 76.7, overrides: Record<string, unknown> = {}) =>
  createAs(kit, caller, plotBody(latitude, longitude, overrides))

/** The body of POST /properties/{id}/split for the domain's auto split of `parent`. */
export function autoSplitBody(parent: Property, options: AutoSplitOptions = { mode: 'grid', rows: 2, columns: 2 }) {
  const split = generateAutoSplit(toSplitParent(parent), options)
  if (!split.ok) throw new Error(split.error)
  return {
    splitReason: 'Divided among heirs',
    resultingProperties: split.value.parts.map((part) => ({ name: part.name, portion: part.portion, area: part.area, areaUnit: part.areaUnit, coordinates: part.coordinates })),
  }
}

export async function tableCounts(kit: PropertyKit) {
  const [row] = await kit.database.query<{ properties: number; operations: number; locks: number; parts: number; merges: number }>(
    `SELECT (SELECT count(*)::int FROM properties) AS properties, (SELECT count(*)::int FROM property_operations) AS operations,
            (SELECT count(*)::int FROM property_operation_locks) AS locks, (SELECT count(*)::int FROM property_split_parts) AS parts,
            (SELECT count(*)::int FROM property_merges) AS merges`,
  )
  return row
}

export async function statusOf(kit: PropertyKit, id: string): Promise<{ column: string; document: string } | undefined> {
  const [row] = await kit.database.query<{ column: string; document: string }>(`SELECT status AS "column", doc #>> '{basicInfo,status}' AS document FROM properties WHERE id = $1`, [id])
  return row
}
