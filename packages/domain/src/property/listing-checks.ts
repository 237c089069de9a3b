// What has actually been checked for a listing, from data: the trust signals on its card and its
// page. Nothing here is a promise; each check is true of the stored listing or it is not shown as
// checked.
//
// - Documents verified: how many of the listing's documents (its document vault) an admin has
//   verified, leaving out those found expired.
// - Owner KYC verified: at least one accepted owner of the listing has KYC status `verified`.
//   KYC proves who the owner is, not that they own the property (ownership stays "Not verified").
// - A valid boundary on the map: the boundary is a polygon the domain's limits accept (a simple
//   ring, at least 3 points, enclosing land). It is drawn by the seller, not surveyed.
// - RERA number: only where the domain says one is required (requiresReraNumber); present in the
//   regulator's number format, or a warning when it is missing. The number is not yet confirmed
//   with the state's regulator.
import { parseVertices } from '../geometry/lat-lng'
import { boundaryProblem } from './property-limits'
import type { BasicInfo } from './property-schema'
import type { ListingVerification } from './public-listing'
import { isValidReraNumber, requiresReraNumber } from './rera'

export const listingCheckKeys = ['documents', 'owner-kyc', 'boundary', 'rera'] as const
export type ListingCheckKey = (typeof listingCheckKeys)[number]

/** checked: true of the listing today; not-checked: not (yet); warning: something required is missing. */
export type ListingCheckStatus = 'checked' | 'not-checked' | 'warning'

export interface ListingCheck {
  key: ListingCheckKey
  status: ListingCheckStatus
  label: string
}

/** What a listing with no check passed says. */
export const NOTHING_CHECKED_YET = 'Nothing checked yet'

export const listingCheckLabels = {
  documentsVerified: (count: number) => `${count} ${count === 1 ? 'document' : 'documents'} verified`,
  noDocumentsVerified: 'No documents verified yet',
  ownerKycVerified: 'Owner KYC verified',
  ownerKycNotVerified: 'Owner KYC not verified',
  boundaryValid: 'Valid boundary on the map',
  boundaryMissing: 'No boundary on the map',
  boundaryInvalid: 'Boundary on the map is not valid',
  reraGiven: 'RERA number given',
  reraMissing: 'RERA number missing (required for this listing)',
} as const

/** The fields of a listing its checks read: any view of a property (stored, public, a draft) has them. */
export interface CheckedListing {
  basicInfo: Pick<BasicInfo, 'type' | 'listingType' | 'constructionStatus' | 'reraNumber'>
  location: { geofence: { vertices: unknown } }
}

/**
 * The checks of one listing, in a fixed order: documents, owner KYC, boundary, and the RERA number
 * only where one is required. Each says whether it holds today.
 */
export function listingChecks(listing: CheckedListing, verification: ListingVerification): ListingCheck[] {
  const documents = Math.max(0, Math.floor(verification.verifiedDocuments))
  const checks: ListingCheck[] = [
    documents > 0
      ? { key: 'documents', status: 'checked', label: listingCheckLabels.documentsVerified(documents) }
      : { key: 'documents', status: 'not-checked', label: listingCheckLabels.noDocumentsVerified },
    verification.ownerKycVerified
      ? { key: 'owner-kyc', status: 'checked', label: listingCheckLabels.ownerKycVerified }
      : { key: 'owner-kyc', status: 'not-checked', label: listingCheckLabels.ownerKycNotVerified },
    boundaryCheck(listing.location.geofence.vertices),
  ]
  const { basicInfo } = listing
  if (requiresReraNumber(basicInfo)) {
    const given = basicInfo.reraNumber !== undefined && isValidReraNumber(basicInfo.reraNumber)
    checks.push(given ? { key: 'rera', status: 'checked', label: listingCheckLabels.reraGiven } : { key: 'rera', status: 'warning', label: listingCheckLabels.reraMissing })
  }
  return checks
}

function boundaryCheck(rawVertices: unknown): ListingCheck {
  const vertices = parseVertices(rawVertices)
  if (vertices.length === 0) return { key: 'boundary', status: 'not-checked', label: listingCheckLabels.boundaryMissing }
  return boundaryProblem(vertices) === undefined
    ? { key: 'boundary', status: 'checked', label: listingCheckLabels.boundaryValid }
    : { key: 'boundary', status: 'not-checked', label: listingCheckLabels.boundaryInvalid }
}

/** Whether any check holds: a listing with none says NOTHING_CHECKED_YET. */
export function hasPassedCheck(checks: readonly ListingCheck[]): boolean {
  return checks.some((check) => check.status === 'checked')
}

