// The public map's searches around a dropped pin, and the home list's filters on every map call:
// only live listings, nearest first with their distance, the radius bounded, the filters by the
// home list's names (area with its unit, BHK, locality, state, a city by an old name).
import { describe, expect, it } from 'vitest'
import { requestAs, square, usePropertyKit } from '../properties/properties-test-kit'
import { createPlot } from '../plots/plots-test-kit'

const kit = usePropertyKit()

type Plot = { id: string; metres: number }

const radius = (payload: unknown) => requestAs(kit, null, { method: 'POST', url: '/api/map/search/radius', payload })
const viewport = (query: Record<string, string>) => requestAs(kit, null, { url: '/api/map/viewport', query })
const area = (payload: unknown) => requestAs(kit, null, { method: 'POST', url: '/api/map/search/area', payload })
const ids = (response: { json: <T>() => T }) => response.json<{ plots: Plot[] }>().plots.map((plot) => plot.id)

/** Three live plots 0.001° apart in a row (about 96 m of gap), and a draft north of the first. */
async function row() {
  const first = await createPlot(kit, 'seller', 30.7, 76.7)
  const second = await createPlot(kit, 'seller', 30.7, 76.702, {
    specifications: { area: { total: 2000, unit: 'sqm' }, rooms: { bedrooms: 3, bathrooms: 2 } },
    basicInfo: { title: 'Three bedrooms', type: 'residential', subType: 'independent-house', status: 'active', listingType: 'sale', furnished: 'furnished' },
  })
  const third = await createPlot(kit, 'otherSeller', 30.7, 76.704, {
    location: { address: { line1: 'Plot 9', locality: 'Whitefield', city: 'Bengaluru', state: 'Karnataka', postalCode: '560066' }, geofence: { vertices: square(30.7, 76.704) } },
  })
  const draft = await createPlot(kit, 'seller', 30.702, 76.7, { basicInfo: { title: 'Draft', type: 'land', status: 'draft' } })
  return { first, second, third, draft }
}

const pin = { latitude: 30.7005, longitude: 76.7005 }

describe('POST /api/map/search/radius', () => {
  it('finds the live listings whose boundary comes within the radius of the pin, nearest first, with the distance', async () => {
    const { first, second, third } = await row()
    const near = await radius({ ...pin, radius: 50 })
    expect(near.statusCode).toBe(200)
    expect(near.json()).toMatchObject({ success: true, truncated: false, plots: [{ id: first.id, metres: 0, reference: first.reference }] })
    // The second plot's west edge is 0.0015° of longitude (about 144 m) east of the pin; the draft's south edge 166 m north.
    const wider = await radius({ ...pin, radius: 200 })
    expect(ids(wider)).toEqual([first.id, second.id])
    const metres = wider.json<{ plots: Plot[] }>().plots[1]!.metres
    expect(metres).toBeGreaterThan(140)
    expect(metres).toBeLessThan(150)
    expect(ids(await radius({ ...pin, radius: 400 }))).toEqual([first.id, second.id, third.id])
    expect(ids(await radius({ ...pin, radius: 400, bhk: [3] }))).toEqual([second.id])
  })

  it('refuses a radius out of bounds and a pin without a place', async () => {
    const zero = await radius({ ...pin, radius: 0 })
    expect([zero.statusCode, zero.json<{ message: string }>().message]).toEqual([400, "Invalid body field 'radius': must be a number of metres from 1 to 50000"])
    expect((await radius({ ...pin, radius: 50_001 })).statusCode).toBe(400)
    expect((await radius({ latitude: 91, longitude: 76, radius: 100 })).statusCode).toBe(400)
    expect((await radius({ radius: 100 })).statusCode).toBe(400)
    expect((await radius({ ...pin, radius: 100, minPrice: 10, maxPrice: 5 })).statusCode).toBe(400)
  })
})

describe("the home list's filters on the map", () => {
  const street = { south: '30.69', west: '76.69', north: '30.71', east: '76.71', zoom: '16' }
  const viewportIds = async (query: Record<string, string>) => (await viewport({ ...street, ...query })).json<{ plots: Plot[] }>().plots.map((plot) => plot.id)

  it('filters a viewport by area with its unit, BHK, furnishing, locality, state, and a city by an old name', async () => {
    const { first, second, third } = await row()
    expect((await viewportIds({})).sort()).toEqual([first.id, second.id, third.id].sort())
    // 2000 m² is 21 528 sq ft; the others are 4000 sq ft.
    expect(await viewportIds({ minArea: '1500', areaUnit: 'sqm' })).toEqual([second.id])
    expect((await viewportIds({ maxArea: '5000' })).sort()).toEqual([first.id, third.id].sort())
    expect(await viewportIds({ bhk: '3' })).toEqual([second.id])
    expect(await viewportIds({ furnishing: 'furnished' })).toEqual([second.id])
    expect(await viewportIds({ locality: 'whitefield' })).toEqual([third.id])
    expect(await viewportIds({ state: 'karnataka' })).toEqual([third.id])
    expect(await viewportIds({ city: 'Bangalore' })).toEqual([third.id])
    expect(await viewportIds({ postedBy: 'dealer' })).toEqual([])
    // The kit's seller has verified KYC, the other seller not.
    expect((await viewportIds({ verifiedOnly: 'true' })).sort()).toEqual([first.id, second.id].sort())
    const refused = await viewport({ ...street, minArea: '5', maxArea: '1' })
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([400, "Invalid query parameter 'minArea': must not be greater than maxArea"])
    expect((await viewport({ ...street, furnishing: 'luxurious' })).statusCode).toBe(400)
  })

  it('filters a drawn area the same way', async () => {
    const { second, third } = await row()
    const drawn = square(30.69, 76.69, 0.03)
    expect(ids(await area({ polygon: drawn, minArea: 1500, areaUnit: 'sqm' }))).toEqual([second.id])
    expect(ids(await area({ polygon: drawn, city: 'Bangalore' }))).toEqual([third.id])
    expect((await area({ polygon: drawn, furnishing: 'luxurious' })).statusCode).toBe(400)
  })
})
