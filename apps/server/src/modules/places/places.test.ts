// GET /api/public/places on the demo data: prefixes, each old name of a demo city, one-letter
// typos, counts equal to what the public list then shows, kinds, and a 400 for bad queries.
import { placeNameAliases, type PlaceSuggestion } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { cities } from '../../db/seed/cities'
import { activeListings } from '../../test/demo-listings'
import { buildTestApp, seededDatabase } from '../../test/test-app'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
})
afterAll(() => app.close())

async function suggest(query: string): Promise<PlaceSuggestion[]> {
  const response = await app.inject(`/api/public/places?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json<{ success: boolean; places: PlaceSuggestion[] }>()
  expect(body.success).toBe(true)
  return body.places
}

const q = (text: string) => `q=${encodeURIComponent(text)}`
const inCity = (city: string) => activeListings.filter((l) => l.row.city === city)
const cityCount = (city: string) => inCity(city).length
const demoCities = cities.map((c) => c.name).filter((name) => cityCount(name) > 0)

describe('GET /api/public/places', () => {
  it("suggests from the first letters: 'Mo' finds Mohali with its listings, then places in it", async () => {
    const places = await suggest(q('Mo'))
    expect(places[0]).toEqual({ city: 'Mohali', state: 'Punjab', locality: null, count: cityCount('Mohali'), label: 'Mohali, Punjab' })
    expect(places.length).toBeGreaterThan(1)
    for (const place of places) expect(`${place.locality ?? ''} ${place.city}`).toMatch(/(^|\s)Mo/)
  })

  it('names a locality with its city and counts its public listings', async () => {
    const whitefield = inCity('Bengaluru').filter((l) => l.row.locality === 'Whitefield').length
    expect(whitefield).toBeGreaterThan(0)
    const [first] = await suggest(q('whitefield'))
    expect(first).toEqual({ city: 'Bengaluru', state: 'Karnataka', locality: 'Whitefield', count: whitefield, label: 'Whitefield, Bengaluru' })
    expect((await suggest(q('Whitefield, Beng')))[0]?.label).toBe('Whitefield, Bengaluru')
  })

  it("finds each demo city by every old or short name the domain knows for it, under today's name", async () => {
    const aliases = placeNameAliases.filter((a) => a.kind === 'city' && demoCities.includes(a.canonical))
    expect(aliases.map((a) => a.alias)).toEqual(expect.arrayContaining(['Bangalore', 'Gurgaon', 'Bombay', 'Madras', 'Calcutta', 'Poona', 'Cochin', 'New Delhi', 'Amdavad', 'Jullundur']))
    for (const alias of aliases) {
      const [first] = await suggest(q(alias.alias))
      expect(first, alias.alias).toEqual({ city: alias.canonical, state: expect.any(String), locality: null, count: cityCount(alias.canonical), label: expect.stringContaining(alias.canonical) })
    }
    expect((await suggest(q('Bang')))[0]?.city).toBe('Bengaluru')
    expect((await suggest(q('bomb')))[0]?.city).toBe('Mumbai')
  })

  it('still finds a demo city with one letter wrong, missing or doubled', async () => {
    for (const city of demoCities) {
      const at = Math.floor(city.length / 2)
      const replaced = city[at] === 'x' ? 'y' : 'x'
      const typos = [city.slice(0, at) + replaced + city.slice(at + 1), city.slice(0, at) + city.slice(at + 1), city.slice(0, at) + city[at] + city.slice(at)]
      for (const typo of typos) {
        const places = await suggest(q(typo))
        expect(places.map((p) => p.city), `${typo} for ${city}`).toContain(city)
        expect(places.find((p) => p.city === city && p.locality === null)?.count, typo).toBe(cityCount(city))
      }
    }
  })

  it('finds a city and a locality with two letters swapped, and an old name misspelt', async () => {
    expect((await suggest(q('Mumabi')))[0]?.city).toBe('Mumbai')
    expect((await suggest(q('Banglore')))[0]?.city).toBe('Bengaluru')
    expect((await suggest(q('Koramangla')))[0]?.label).toBe('Koramangala, Bengaluru')
  })

  it('takes numbers as typed: a sector number is not a typo', async () => {
    const places = await suggest(q('Sector 7'))
    expect(places.length).toBeGreaterThan(0)
    for (const place of places) expect(place.locality).toMatch(/^Sector 7/)
  })

  it('counts what the public list then shows for the chosen place', async () => {
    for (const text of ['Bangalore', 'Whitefield', 'Gurgaon', 'Sector 70']) {
      for (const place of (await suggest(q(text))).slice(0, 3)) {
        const filter = new URLSearchParams({ city: place.city, ...(place.locality ? { locality: place.locality } : {}), limit: '1' })
        const list = await app.inject(`/api/properties/public?${filter.toString()}`)
        expect(list.statusCode, list.body).toBe(200)
        expect(list.json<{ pagination: { total: number } }>().pagination.total, place.label).toBe(place.count)
      }
    }
  })

  it('counts only listings of the kind asked for, and leaves out places without any', async () => {
    const rentals = inCity('Mohali').filter((l) => l.row.listing_type === 'rent').length
    const [mohali] = await suggest(`${q('Mohali')}&listingType=rent`)
    if (rentals > 0) expect(mohali).toMatchObject({ city: 'Mohali', locality: null, count: rentals })
    else expect(mohali?.city).not.toBe('Mohali')
    for (const place of await suggest(`${q('a')}&listingType=lease&limit=10`)) {
      const leases = activeListings.filter((l) => l.row.listing_type === 'lease' && l.row.city === place.city && (place.locality === null || l.row.locality === place.locality))
      expect(place.count, place.label).toBe(leases.length)
    }
  })

  it('gives at most limit suggestions, best first, and nothing for text no name could match', async () => {
    expect(await suggest(`${q('a')}&limit=3`)).toHaveLength(3)
    expect((await suggest(q('a'))).length).toBeLessThanOrEqual(8)
    expect(await suggest(q('--'))).toEqual([])
    expect(await suggest(q('Atlantis'))).toEqual([])
  })

  it.each([
    ['', "Invalid query parameter 'q'"],
    ['q=', "Invalid query parameter 'q'"],
    [`q=${'a'.repeat(101)}`, 'at most 100 characters'],
    ['q=mo&limit=11', "Invalid query parameter 'limit'"],
    ['q=mo&limit=0', "Invalid query parameter 'limit'"],
    ['q=mo&listingType=buy', "Invalid query parameter 'listingType'"],
    ['q=mo&city=Mohali', 'city'],
  ])('refuses %j with a 400 in the envelope', async (query, message) => {
    const response = await app.inject(`/api/public/places?${query}`)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: expect.stringContaining(message) })
  })
})
