// A listing as the public list and page answer it, with what has been verified about it. Kept
// apart from the checks themselves (listing-checks.ts) so code that only shows a listing's checks
// does not bring in the whole public property schema.
import { z } from 'zod'
import { doc } from '../schemas/doc'
import { publicPropertySchema } from './public-property'

export const listingVerificationSchema = z
  .object({
    ownerKycVerified: z.boolean().meta(doc('Owner KYC verified', "Whether at least one of the listing's accepted owners has KYC status verified.")),
    verifiedDocuments: z
      .number()
      .int()
      .min(0)
      .meta(doc('Verified documents', "How many of the listing's documents an admin has verified, not counting expired ones.")),
  })
  .meta(doc('Verification', 'What has been verified about the listing beyond its own fields: its owners and its documents.'))

/** The facts a listing's checks read beyond its document, as the public list and page serve them. */
export type ListingVerification = z.output<typeof listingVerificationSchema>

/** No owner's KYC verified, no document verified. */
export const NOTHING_VERIFIED: ListingVerification = { ownerKycVerified: false, verifiedDocuments: 0 }

/** A listing as the public list and page answer it: its public view plus what has been verified. */
export const publicListingSchema = publicPropertySchema
  .extend({ verification: listingVerificationSchema })
  .meta(doc('Listing (public)', 'A listing as anyone without property access sees it, with what has been verified about it.'))

export type PublicListing = z.output<typeof publicListingSchema>
