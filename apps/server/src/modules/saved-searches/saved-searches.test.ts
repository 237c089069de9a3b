// Saved searches: each signed-in user's own named searches (the home search's query string,
// kept as the search's filters only), listed newest first, deleted; another's answers 404.
import { MAX_SAVED_SEARCHES, savedSearchMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()

type Saved = { id: string; name: string; query: string; createdAt: string }

const save = (caller: Caller | null, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: '/api/users/me/saved-searches', payload })

async function savedOf(caller: Caller): Promise<Saved[]> {
  const response = await requestAs(kit, caller, { url: '/api/users/me/saved-searches' })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ savedSearches: Saved[] }>().savedSearches
}

describe('saved searches', () => {
  it("keeps a named search's filters in one order, without the page, newest first, for its owner only", async () => {
    const first = await save('buyer', { name: ' Rent in Bengaluru ', query: '?page=4&maxPrice=30000&city=Bengaluru&listingType=rent' })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({ success: true, savedSearch: { name: 'Rent in Bengaluru', query: 'listingType=rent&city=Bengaluru&maxPrice=30000' } })
    expect((await save('buyer', { name: '2 BHK to buy', query: 'listingType=sale&bhk=2' })).statusCode).toBe(201)
    expect((await savedOf('buyer')).map((saved) => saved.name)).toEqual(['2 BHK to buy', 'Rent in Bengaluru'])
    expect(await savedOf('seller')).toEqual([])
  })

  it('refuses the signed-out, a field that is not a filter, an empty name and a name used already', async () => {
    expect((await save(null, { name: 'Mine', query: '' })).statusCode).toBe(401)
    expect((await requestAs(kit, null, { url: '/api/users/me/saved-searches' })).statusCode).toBe(401)
    const unknown = await save('buyer', { name: 'Odd', query: 'city=Pune&next=https://evil.example' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ success: false, message: savedSearchMessages.unknownField('next') })
    expect((await save('buyer', { name: '   ', query: 'city=Pune' })).statusCode).toBe(400)
    expect((await save('buyer', { name: 'Pune', query: 'city=Pune', extra: 1 })).statusCode).toBe(400)
    expect((await save('buyer', { name: 'Pune', query: 'city=Pune' })).statusCode).toBe(201)
    const taken = await save('buyer', { name: 'Pune', query: 'city=Pune&type=land' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ message: savedSearchMessages.nameTaken })
    // Names are per person.
    expect((await save('seller', { name: 'Pune', query: 'city=Pune' })).statusCode).toBe(201)
  })

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person`, async () => {
    for (let n = 1; n <= MAX_SAVED_SEARCHES; n += 1) expect((await save('buyer', { name: `Search ${n}`, query: `minPrice=${n}` })).statusCode).toBe(201)
    const over = await save('buyer', { name: 'One more', query: 'city=Goa' })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ message: savedSearchMessages.limit })
    expect((await save('seller', { name: 'One more', query: 'city=Goa' })).statusCode).toBe(201)
  })

  it("deletes the owner's search; another person's is not found", async () => {
    const saved = (await save('buyer', { name: 'Plots', query: 'type=land' })).json<{ savedSearch: Saved }>().savedSearch
    const other = await requestAs(kit, 'admin', { method: 'DELETE', url: `/api/users/me/saved-searches/${saved.id}` })
    expect(other.statusCode).toBe(404)
    expect(other.json()).toMatchObject({ message: savedSearchMessages.notFound })
    expect((await requestAs(kit, 'buyer', { method: 'DELETE', url: `/api/users/me/saved-searches/${saved.id}` })).json()).toEqual({ success: true })
    expect(await savedOf('buyer')).toEqual([])
    expect((await requestAs(kit, 'buyer', { method: 'DELETE', url: `/api/users/me/saved-searches/${saved.id}` })).statusCode).toBe(404)
    expect((await requestAs(kit, 'buyer', { method: 'DELETE', url: '/api/users/me/saved-searches/not-a-uuid' })).statusCode).toBe(400)
  })
})
