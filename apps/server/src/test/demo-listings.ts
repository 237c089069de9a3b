// The demo listings as the seed writes them, for computing what the API should answer.
import { toPublicProperty, type PublicListing } from '@vishwas/domain'
import { DEMO_LISTING_COUNT } from '../db/seed/seed'
import { generateListing, type SeedListing } from '../db/seed/listings'
import { allSeedUsers } from '../db/seed/users'

export const demoListings: readonly SeedListing[] = Array.from({ length: DEMO_LISTING_COUNT }, (_, i) => generateListing(i))
export const activeListings = demoListings.filter((l) => l.row.status === 'active')

const verifiedKyc = new Set(allSeedUsers.filter((user) => user.kycStatus === 'verified').map((user) => user.id))

/** A demo listing as the public list and page answer it: its public view and what is verified (an owner's KYC; no documents yet). */
export function publicListingOf(listing: SeedListing): PublicListing {
  return {
    ...toPublicProperty(listing.property),
    verification: { ownerKycVerified: listing.owners.some((owner) => verifiedKyc.has(owner.user_id)), verifiedDocuments: 0 },
  }
}

type Row = SeedListing['row']
type Key = 'created_at' | 'price' | 'area_sqft' | 'views' | 'score'

/** The order the API sorts in: the key, then the id, both in the same direction. */
export function sortedIds(rows: readonly Row[], key: Key, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1
  return [...rows]
    .sort((a, b) => {
      const x = a[key] ?? ''
      const y = b[key] ?? ''
      if (x !== y) return (x < y ? -1 : 1) * sign
      return (a.id < b.id ? -1 : 1) * sign
    })
    .map((row) => row.id)
}
