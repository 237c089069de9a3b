// The public map: a viewport answers clusters below street zoom and outlines from it, only live
// listings and with the filters; a drawn area answers exactly the live listings it meets; a
// viewport spanning the earth at street zoom and a crossing area are refused.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { requestAs, square, usePropertyKit } from '../properties/properties-test-kit'
import { createPlot } from '../plots/plots-test-kit'
import { createMapRepository } from './map.repository'

const kit = usePropertyKit()

type Plot = { id: string; price: number; listingType: string; boundary: { latitude: number; longitude: number }[] }
type Viewport = { mode: string; plots: Plot[]; clusters: { count: number; latitude: number; longitude: number }[]; total: number; truncated: boolean }

const viewport = (query: Record<string, string>) => requestAs(kit, null, { url: '/api/map/viewport', query })
const area = (payload: unknown) => requestAs(kit, null, { method: 'POST', url: '/api/map/search/area', payload })

/** Three live plots in a row and a draft beside them, near Mohali; one live plot in Jaipur. */
async function plots(): Promise<{ live: Property[]; draft: Property; far: Property }> {
  const live = [
    await createPlot(kit, 'seller', 30.7, 76.7),
    await createPlot(kit, 'seller', 30.7, 76.702, { financial: { pricing: { totalPrice: 9_000_000 } } }),
    await createPlot(kit, 'otherSeller', 30.7, 76.704, { basicInfo: { title: 'Plot to rent', type: 'land', status: 'active', listingType: 'rent' }, financial: { pricing: { totalPrice: 20_000 } } }),
  ]
  const draft = await createPlot(kit, 'seller', 30.702, 76.7, { basicInfo: { title: 'Draft', type: 'land', status: 'draft' } })
  const far = await createPlot(kit, 'seller', 26.9, 75.8)
  return { live, draft, far }
}

describe('GET /api/map/viewport', () => {
  it('answers plot outlines with prices at street zoom, live listings only', async () => {
    const { live } = await plots()
    const response = await viewport({ south: '30.69', west: '76.69', north: '30.71', east: '76.71', zoom: '16' })
    expect(response.statusCode).toBe(200)
    const answer = response.json<Viewport>()
    expect(answer.mode).toBe('plots')
    expect(answer.plots.map((plot) => plot.id).sort()).toEqual(live.map((p) => p.id).sort())
    const first = answer.plots.find((plot) => plot.id === live[0]!.id)!
    expect(first).toMatchObject({ price: 4_000_000, listingType: 'sale', reference: live[0]!.reference })
    expect(first.boundary).toHaveLength(4)
    expect(first.boundary[0]!.latitude).toBeCloseTo(30.7, 9)
    // The outline is the listing's own geofence; each plot carries these facts and no others.
    expect(first.boundary).toEqual(live[0]!.location.geofence.vertices)
    expect(Object.keys(first).sort()).toEqual(['boundary', 'id', 'latitude', 'listingType', 'longitude', 'price', 'reference', 'title'])
    expect(answer).toMatchObject({ total: 3, truncated: false, clusters: [] })
  })

  it('stops at its limit and says that more matched', async () => {
    const { live } = await plots()
    const repository = createMapRepository(kit.database)
    const box = { south: 30.69, west: 76.69, north: 30.71, east: 76.71 }
    const two = await repository.plotsIn(box, {}, 2)
    expect({ count: two.count, truncated: two.truncated, ids: two.plots.parse().map((plot) => plot.id) }).toEqual({ count: 2, truncated: true, ids: live.map((p) => p.id).sort().slice(0, 2) })
    const three = await repository.plotsIn(box, {}, 3)
    expect([three.count, three.truncated, three.plots.parse().length]).toEqual([3, false, 3])
    const drawn = square(30.69, 76.69, 0.03)
    expect([(await repository.plotsMeeting(drawn, {}, 2)).truncated, (await repository.plotsMeeting(drawn, {}, 3)).truncated]).toEqual([true, false])
  })

  it('answers clusters with counts below street zoom, with the filters', async () => {
    await plots()
    const all = (await viewport({ south: '20', west: '70', north: '35', east: '85', zoom: '5' })).json<Viewport>()
    expect(all.mode).toBe('clusters')
    expect(all.total).toBe(4)
    expect(all.clusters.map((cluster) => cluster.count).sort()).toEqual([1, 3])
    const mohali = all.clusters.find((cluster) => cluster.count === 3)!
    expect(mohali.latitude).toBeCloseTo(30.7005, 3)
    const rents = (await viewport({ south: '20', west: '70', north: '35', east: '85', zoom: '5', listingType: 'rent' })).json<Viewport>()
    expect(rents.total).toBe(1)
    const dear = (await viewport({ south: '20', west: '70', north: '35', east: '85', zoom: '5', minPrice: '5000000' })).json<Viewport>()
    expect(dear.total).toBe(1)
  })

  it('refuses the whole earth at street zoom, an inverted box and nonsense', async () => {
    const earth = await viewport({ south: '-85', west: '-180', north: '85', east: '180', zoom: '18' })
    expect([earth.statusCode, earth.json<{ message: string }>().message]).toEqual([
      400,
      'At zoom 18 the map area may span at most 0.5 degree of latitude and of longitude. Zoom out or show a smaller area.',
    ])
    expect((await viewport({ south: '-85', west: '-180', north: '85', east: '180', zoom: '2' })).statusCode).toBe(200)
    const inverted = await viewport({ south: '31', west: '76', north: '30', east: '77', zoom: '10' })
    expect(inverted.json<{ message: string }>().message).toBe('The map area must have its south edge below its north edge and its west edge before its east edge')
    expect((await viewport({ south: 'x', west: '76', north: '30', east: '77', zoom: '10' })).statusCode).toBe(400)
    expect((await viewport({ south: '30', west: '76', north: '31', east: '77', zoom: '30' })).statusCode).toBe(400)
    // A box thinner than any grid cell, and prices with fractions of a rupee, are answered.
    expect((await viewport({ south: '0', west: '0', north: '5e-324', east: '5e-324', zoom: '0', maxPrice: '5e-324' })).json()).toMatchObject({ success: true, total: 0 })
    expect((await viewport({ south: '30', west: '76', north: '31', east: '77', zoom: '16', minPrice: '0.5' })).statusCode).toBe(400)
    expect((await viewport({ south: '30.6', west: '76.6', north: '30.8', east: '76.8', zoom: '16', minPrice: '0.5' })).json()).toMatchObject({ success: true, mode: 'plots' })
  })
})

describe('POST /api/map/search/area', () => {
  it('finds exactly the live listings whose boundary meets the drawn area', async () => {
    const { live } = await plots()
    // Covers the first plot and the west half of the second; the draft to the north is outside it, the third to the east too.
    const drawn = [
      { latitude: 30.6995, longitude: 76.6995 },
      { latitude: 30.6995, longitude: 76.7025 },
      { latitude: 30.7015, longitude: 76.7025 },
      { latitude: 30.7015, longitude: 76.6995 },
    ]
    const response = await area({ polygon: drawn })
    expect(response.statusCode).toBe(200)
    expect(response.json<{ plots: Plot[] }>().plots.map((plot) => plot.id).sort()).toEqual([live[0]!.id, live[1]!.id].sort())
    const wide = await area({ polygon: square(30.69, 76.69, 0.03) })
    expect(wide.json<{ plots: Plot[] }>().plots).toHaveLength(3)
    const rents = await area({ polygon: square(30.69, 76.69, 0.03), listingType: 'rent' })
    expect(rents.json<{ plots: Plot[] }>().plots.map((plot) => plot.id)).toEqual([live[2]!.id])
  })

  it('refuses a crossing area and too few points', async () => {
    const crossing = await area({ polygon: [{ latitude: 30.7, longitude: 76.7 }, { latitude: 30.71, longitude: 76.71 }, { latitude: 30.7, longitude: 76.71 }, { latitude: 30.71, longitude: 76.7 }] })
    expect(crossing.json()).toMatchObject({ success: false, message: 'The area crosses itself. Please redraw it without crossing lines.' })
    expect((await area({ polygon: [] })).json()).toMatchObject({ message: 'Draw an area of at least 3 points' })
    expect((await area({})).statusCode).toBe(400)
  })
})
