// search/advanced by city: today's name or an old one (the domain's aliases), exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { demoListings } from '../../test/demo-listings'
import { demoHeaders } from '../../test/signed-in'
import { buildTestApp, seededDatabase } from '../../test/test-app'

let app: App
let buyer: { authorization: string }
beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
  buyer = (await demoHeaders(app)).buyer
})
afterAll(() => app.close())

async function ids(query: string): Promise<string[]> {
  const response = await app.inject({ url: `/api/properties/search/advanced?${query}&limit=100`, headers: buyer })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ properties: { id: string }[] }>().properties.map((p) => p.id).sort()
}

const open = ['active', 'sold', 'rented']
const expected = (city: string) =>
  demoListings
    .filter((l) => open.includes(l.row.status) && l.row.city === city)
    .map((l) => l.row.id)
    .sort()

describe('GET /api/properties/search/advanced by city', () => {
  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['bombay', 'Mumbai'],
    ['Bengaluru', 'Bengaluru'],
  ])('city=%s finds exactly the listings of %s', async (typed, city) => {
    expect(expected(city).length).toBeGreaterThan(0)
    expect(await ids(`city=${typed}`)).toEqual(expected(city))
  })

  it('matches the whole name only', async () => {
    expect(await ids('city=Bengal')).toEqual([])
  })
})
