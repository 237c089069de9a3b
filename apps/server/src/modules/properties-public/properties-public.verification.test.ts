// What the public list and page say is verified about each listing (the facts the domain's
// listingChecks reads): an accepted owner's verified KYC, and no verified documents yet.
import { listingChecks, publicListingSchema, type PublicListing } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { allSeedUsers, demoUsers } from '../../db/seed/users'
import { activeListings, publicListingOf, sortedIds } from '../../test/demo-listings'
import { buildTestApp, seededDatabase } from '../../test/test-app'

type ListBody = { properties: PublicListing[]; pagination: { total: number } }

let app: App
let database: DatabaseHandle
beforeAll(async () => {
  database = await seededDatabase()
  app = await buildTestApp({ database })
})
afterAll(() => app.close())

const listed = async (query: string) => {
  const response = await app.inject(`/api/properties/public${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListBody>()
}
const item = async (id: string) => {
  const response = await app.inject(`/api/properties/public/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ property: PublicListing }>().property
}
const setKyc = (userId: string, status: string) => database.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [userId, status])

// An active listing the demo seller does not own: its owners are other demo users.
const listing = activeListings.find((l) => l.owners.length === 1 && l.owners[0]!.user_id !== demoUsers.seller.id)!
const ownerId = listing.owners[0]!.user_id
const seededKyc = allSeedUsers.find((user) => user.id === ownerId)!.kycStatus

describe('the verification of public listings', () => {
  // Each test starts from the demo data as seeded.
  beforeEach(async () => {
    await setKyc(ownerId, seededKyc)
    await database.query("DELETE FROM property_invitations WHERE property_id = $1", [listing.row.id])
  })

  it("answers each listing of every page with its owners' KYC as stored and no verified documents", async () => {
    const order = sortedIds(activeListings.map((l) => l.row), 'created_at', 'desc')
    const byId = new Map(activeListings.map((l) => [l.row.id, l]))
    // The first page and a later one (which reads its documents by a join) answer the same way.
    for (const page of [1, 2]) {
      const body = await listed(`?limit=100&page=${page}`)
      expect(body.properties.map((p) => p.id)).toEqual(order.slice((page - 1) * 100, page * 100))
      for (const property of body.properties) {
        const expected = publicListingOf(byId.get(property.id)!)
        expect(property.verification).toEqual(expected.verification)
        expect(property.verification.verifiedDocuments).toBe(0)
        expect(publicListingSchema.safeParse(property).success).toBe(true)
      }
    }
    // Both answers occur in the demo data: the demo seller's KYC is verified, the buyer's is not.
    const all = activeListings.map((l) => publicListingOf(l).verification.ownerKycVerified)
    expect(all).toContain(true)
    expect(all).toContain(false)
  })

  it("follows the owner's KYC status as it changes, on the list and on the page", async () => {
    const verificationOf = async () => ({
      page: (await item(listing.row.reference)).verification,
      list: (await listed(`?limit=100&city=${encodeURIComponent(listing.row.city)}&type=${listing.row.type}`)).properties.find((p) => p.id === listing.row.id)?.verification,
    })
    await setKyc(ownerId, 'pending')
    expect(await verificationOf()).toEqual({ page: { ownerKycVerified: false, verifiedDocuments: 0 }, list: { ownerKycVerified: false, verifiedDocuments: 0 } })
    await setKyc(ownerId, 'verified')
    expect(await verificationOf()).toEqual({ page: { ownerKycVerified: true, verifiedDocuments: 0 }, list: { ownerKycVerified: true, verifiedDocuments: 0 } })
    for (const status of ['rejected', 'not-started']) {
      await setKyc(ownerId, status)
      expect((await item(listing.row.id)).verification.ownerKycVerified).toBe(false)
    }
  })

  it('does not count a person with verified KYC who is only invited to own the listing', async () => {
    await setKyc(ownerId, 'pending')
    await database.query(
      "INSERT INTO property_invitations (property_id, invitee_id, role, share, status, invited_by) VALUES ($1, $2, 'owner', 10, 'pending', $3)",
      [listing.row.id, demoUsers.admin.id, ownerId],
    )
    const property = await item(listing.row.id)
    expect(property.verification.ownerKycVerified).toBe(false)
    expect(listingChecks(property, property.verification).find((check) => check.key === 'owner-kyc')).toEqual({ key: 'owner-kyc', status: 'not-checked', label: 'Owner KYC not verified' })
  })

  it('adds only the verification to the public view: no user id, and every other field as before', async () => {
    await setKyc(ownerId, 'verified')
    const response = await app.inject(`/api/properties/public/${listing.row.id}`)
    expect(response.body).not.toContain(ownerId)
    const { verification, ...view } = response.json<{ property: PublicListing }>().property
    const { verification: _expected, ...expectedView } = publicListingOf(listing)
    expect(view).toEqual(expectedView)
    expect(verification).toEqual({ ownerKycVerified: true, verifiedDocuments: 0 })
  })
})
