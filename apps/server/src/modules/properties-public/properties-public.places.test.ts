// GET /api/properties/public filtered by a place: a city by today's name or an old one (the
// domain's aliases), exactly; a locality exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { activeListings } from '../../test/demo-listings'
import { buildTestApp, seededDatabase } from '../../test/test-app'

type ListBody = { properties: { id: string; location: { address: { city: string; locality?: string } } }[]; pagination: { total: number } }

let app: App
beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
})
afterAll(() => app.close())

async function list(query: Record<string, string>): Promise<ListBody> {
  const response = await app.inject(`/api/properties/public?${new URLSearchParams({ limit: '100', ...query }).toString()}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListBody>()
}

const ids = (body: ListBody) => body.properties.map((p) => p.id).sort()
const expectedIds = (city: string, locality?: string) =>
  activeListings
    .filter((l) => l.row.city === city && (locality === undefined || l.row.locality === locality))
    .map((l) => l.row.id)
    .sort()

describe('GET /api/properties/public by place', () => {
  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['Bombay', 'Mumbai'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Poona', 'Pune'],
    ['bangalore', 'Bengaluru'],
  ])('city=%s lists exactly the listings of %s', async (typed, city) => {
    const expected = expectedIds(city)
    expect(expected.length).toBeGreaterThan(0)
    const body = await list({ city: typed })
    expect(body.pagination.total).toBe(expected.length)
    expect(ids(body)).toEqual(expected)
  })

  it("matches a city's whole name only, not a part of it", async () => {
    expect((await list({ city: 'Bengal' })).pagination.total).toBe(0)
    expect((await list({ city: 'Navi Mumbai' })).pagination.total).toBe(0)
  })

  it('filters a locality exactly, without regard to case, within the city or across cities', async () => {
    const whitefield = expectedIds('Bengaluru', 'Whitefield')
    expect(whitefield.length).toBeGreaterThan(0)
    expect(ids(await list({ city: 'Bangalore', locality: 'Whitefield' }))).toEqual(whitefield)
    expect(ids(await list({ city: 'Bengaluru', locality: ' whitefield ' }))).toEqual(whitefield)
    expect((await list({ city: 'Bengaluru', locality: 'White' })).pagination.total).toBe(0)
    expect((await list({ city: 'Mumbai', locality: 'Whitefield' })).pagination.total).toBe(0)
    const civilLines = activeListings.filter((l) => l.row.locality === 'Civil Lines').map((l) => l.row.id).sort()
    expect(civilLines.length).toBeGreaterThan(0)
    const body = await list({ locality: 'Civil Lines' })
    expect(body.pagination.total).toBe(civilLines.length)
    expect(ids(body)).toEqual(civilLines)
  })

  it('refuses an empty locality with a 400 in the envelope', async () => {
    const response = await app.inject('/api/properties/public?locality=%20')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: expect.stringContaining("'locality'") })
  })
})
