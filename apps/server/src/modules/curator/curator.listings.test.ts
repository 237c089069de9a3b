// The dealer's listings: release (no dealer, the spell closed in the history, owners told),
// featuring up to ten (an eleventh refused) for the home page's "Curated by" row, and private
// notes read only by the dealer and their team's admins. A dealer cannot act on another's listing.
import { describe, expect, it } from 'vitest'
import { createAs, historyOf, propertyBody, square } from '../properties/properties-test-kit'
import { agent, as, demoUsers, representedListing, useCuratorKit } from './curator-test-kit'

const kit = useCuratorKit()
const at = (n: number) => ({ location: { address: { line1: `Plot ${n}`, locality: 'Sector 70', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.7 + n * 0.01, 76.7) } } })

describe('releasing a listing', () => {
  it('clears the current dealer, closes the spell, unfeatures it and tells the owners', async () => {
    const property = await representedListing(kit)
    expect((await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${property.reference}` })).statusCode).toBe(200)
    const released = await as(kit, 'dealer', { method: 'POST', url: `/api/dealer/listings/${property.reference}/release` })
    expect(released.json()).toEqual({ success: true, message: 'Listing released' })
    const read = await as(kit, 'seller', { url: `/api/properties/${property.id}` })
    expect(read.json<{ property: { dealerInfo: unknown } }>().property.dealerInfo).toEqual({ currentDealer: null })
    expect((await historyOf(kit.database, property.id)).dealers).toEqual([{ dealerId: demoUsers.dealer.id, assignedBy: demoUsers.seller.id, open: false }])
    expect((await as(kit, 'dealer', { url: '/api/dealer/featured' })).json()).toEqual({ success: true, featured: [] })
    const [notice] = await kit.database.query<{ title: string }>("SELECT title FROM notifications WHERE user_id = $1 AND kind = 'listing'", [demoUsers.seller.id])
    expect(notice?.title).toBe(`Your dealer released ${property.reference}`)
    // The history search still lists it for the dealer.
    const mine = await as(kit, 'dealer', { url: '/api/properties/by-dealer', query: { dealerId: demoUsers.dealer.id, includeHistory: 'true' } })
    expect(mine.json<{ properties: { id: string }[] }>().properties.map((p) => p.id)).toEqual([property.id])
  })

  it('refuses another dealer, the owner and a buyer; the signed out get 401', async () => {
    const property = await representedListing(kit)
    const url = `/api/dealer/listings/${property.reference}/release`
    expect((await as(kit, 'otherDealer', { method: 'POST', url })).json()).toEqual({ success: false, message: 'You do not represent this listing', code: 'FORBIDDEN' })
    for (const caller of ['seller', 'buyer'] as const) expect((await as(kit, caller, { method: 'POST', url })).statusCode).toBe(403)
    expect((await as(kit, null, { method: 'POST', url })).statusCode).toBe(401)
    expect((await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/listings/PROP-NOPE1/release' })).statusCode).toBe(404)
  })
})

describe('featuring listings', () => {
  it('features up to ten, refuses an eleventh with a clear message, and shows them on the home page in order', async () => {
    const listings = []
    for (let n = 0; n < 11; n++) listings.push(await representedListing(kit, at(n)))
    for (const property of listings.slice(0, 10)) {
      expect((await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${property.reference}` })).statusCode).toBe(200)
    }
    // Featuring one again changes nothing.
    expect((await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${listings[0]!.id}` })).json<{ featured: unknown[] }>().featured).toHaveLength(10)
    const eleventh = await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${listings[10]!.reference}` })
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json()).toEqual({ success: false, message: 'You can feature at most 10 listings. Unfeature one before featuring another.', code: 'CONFLICT' })
    const curated = await as(kit, null, { url: '/api/curated' })
    expect(curated.statusCode, curated.body).toBe(200)
    expect(curated.headers['cache-control']).toBe('public, max-age=60')
    const [row] = curated.json<{ curated: { dealer: { id: string; name: string }; listings: { reference: string }[] }[] }>().curated
    expect(row?.dealer).toEqual({ id: demoUsers.dealer.id, name: demoUsers.dealer.fullName })
    expect(row?.listings.map((l) => l.reference)).toEqual(listings.slice(0, 10).map((l) => l.reference))
    // Unfeature one, then the eleventh fits.
    expect((await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/featured/${listings[0]!.reference}` })).json<{ featured: unknown[] }>().featured).toHaveLength(9)
    expect((await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${listings[10]!.reference}` })).statusCode).toBe(200)
  })

  it('refuses a listing the dealer does not represent or that is not active; sellers and buyers are refused', async () => {
    const others = await representedListing(kit, at(1), 'otherDealer')
    const refused = await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${others.reference}` })
    expect(refused.json()).toEqual({ success: false, message: 'Only an active listing you represent can be featured', code: 'UNPROCESSABLE' })
    const draft = await representedListing(kit, at(2))
    await kit.database.query(`UPDATE properties SET status = 'draft', doc = jsonb_set(doc, '{basicInfo,status}', '"draft"') WHERE id = $1`, [draft.id])
    expect((await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${draft.reference}` })).statusCode).toBe(422)
    for (const caller of ['seller', 'buyer'] as const) {
      expect((await as(kit, caller, { method: 'PUT', url: `/api/dealer/featured/${others.reference}` })).statusCode).toBe(403)
      expect((await as(kit, caller, { url: '/api/dealer/featured' })).statusCode).toBe(403)
    }
  })

  it('shows on the home page only active listings the dealer still represents', async () => {
    const shown = await representedListing(kit, at(1))
    const hidden = await representedListing(kit, at(2))
    for (const property of [shown, hidden]) await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${property.reference}` })
    await kit.database.query(`UPDATE properties SET status = 'sold', doc = jsonb_set(doc, '{basicInfo,status}', '"sold"') WHERE id = $1`, [hidden.id])
    // A fresh read (the row is cached briefly; a feature or release clears it).
    await as(kit, 'dealer', { method: 'DELETE', url: '/api/dealer/featured/PROP-NOPE1' })
    await as(kit, 'dealer', { method: 'PUT', url: `/api/dealer/featured/${shown.reference}` })
    const rows = (await as(kit, null, { url: '/api/curated' })).json<{ curated: { listings: { id: string }[] }[] }>().curated
    expect(rows.flatMap((row) => row.listings.map((l) => l.id))).toEqual([shown.id])
    const mine = (await as(kit, 'dealer', { url: '/api/dealer/featured' })).json<{ featured: { id: string; status: string }[] }>().featured
    expect(mine.map((f) => [f.id, f.status])).toEqual([[shown.id, 'active'], [hidden.id, 'sold']])
  })
})

describe('private notes', () => {
  it('the dealer writes and reads a note on their listing; owners, buyers, other dealers and team agents never read it', async () => {
    const property = await representedListing(kit)
    const url = `/api/dealers/${demoUsers.dealer.id}/notes/${property.reference}`
    const saved = await as(kit, 'dealer', { method: 'PUT', url, payload: { text: '  Owner wants a quick sale <b>before Diwali</b> ' } })
    expect(saved.json()).toMatchObject({ success: true, note: { propertyId: property.id, text: 'Owner wants a quick sale <b>before Diwali</b>' } })
    expect((await as(kit, 'dealer', { url })).json()).toMatchObject({ note: { text: 'Owner wants a quick sale <b>before Diwali</b>' } })
    await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/team/members', payload: { phoneNumber: agent.phoneNumber, role: 'agent' } })
    for (const caller of ['seller', 'buyer', 'otherDealer', 'admin', 'agent'] as const) {
      const response = await as(kit, caller, { url })
      expect(response.statusCode, caller).toBe(404)
      expect(response.body).not.toContain('Diwali')
      expect((await as(kit, caller, { method: 'PUT', url, payload: { text: 'x' } })).statusCode, caller).toBe(404)
    }
    // Never in the listing itself.
    expect((await as(kit, 'seller', { url: `/api/properties/${property.id}` })).body).not.toContain('Diwali')
    expect((await as(kit, null, { url })).statusCode).toBe(401)
  })

  it('refuses a note on a listing the dealer never represented, and one too long; an empty note removes it', async () => {
    const stranger = await createAs(kit, 'seller', propertyBody(at(3)))
    const url = (reference: string) => `/api/dealers/${demoUsers.dealer.id}/notes/${reference}`
    expect((await as(kit, 'dealer', { method: 'PUT', url: url(stranger.reference), payload: { text: 'hi' } })).statusCode).toBe(403)
    const property = await representedListing(kit)
    const long = await as(kit, 'dealer', { method: 'PUT', url: url(property.reference), payload: { text: 'x'.repeat(2001) } })
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain('A note is at most 2000 characters')
    await as(kit, 'dealer', { method: 'PUT', url: url(property.reference), payload: { text: 'keep' } })
    expect((await as(kit, 'dealer', { method: 'PUT', url: url(property.reference), payload: { text: '' } })).json()).toMatchObject({ note: { text: '', updatedAt: null } })
  })
})
