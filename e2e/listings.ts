// A live sale listing of the signed-in seller, created through the API with the session's cookie
// (the journeys that start from a listing rather than from the form), at its own small plot.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export type SaleListing = {
  title: string
  address: { line1: string; city: string; state: string }
  /** The plot's south-west corner; the plot is a square about 30 m across. */
  corner: { latitude: number; longitude: number }
  priceRupees: number
}

/** Creates the listing; its id. */
export async function createSaleListing(page: Page, baseURL: string, listing: SaleListing): Promise<string> {
  const { latitude, longitude } = listing.corner
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title: listing.title, type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
      location: {
        address: listing.address,
        geofence: {
          vertices: [
            { latitude, longitude },
            { latitude, longitude: longitude + 0.0003 },
            { latitude: latitude + 0.0003, longitude: longitude + 0.0003 },
            { latitude: latitude + 0.0003, longitude },
          ],
        },
      },
      financial: { pricing: { totalPrice: listing.priceRupees } },
      specifications: { area: { total: 1500, unit: 'sqft' } },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { property: { id: string } }).property.id
}
