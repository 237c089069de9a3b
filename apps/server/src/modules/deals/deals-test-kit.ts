// Fixtures of the deal tests: a draft deal opened the way an accepted offer or a won bid opens
// one (createDraftDeal in a transaction), a step through the API, and a property's required
// documents written as already verified (the document tests cover how they get there).
import type { DealPartyRole, DealView, ListingType, Property } from '@vishwas/domain'
import { expect } from 'vitest'
import { demoUsers, requestAs, type Caller, type PropertyKit } from '../properties/properties-test-kit'
import { createDraftDeal } from './create-draft-deal'

export async function draftDeal(kit: PropertyKit, property: Property, options: { type?: ListingType; withDealer?: boolean; amountPaise?: number } = {}) {
  const type = options.type ?? 'sale'
  const roles: Record<ListingType, [DealPartyRole, DealPartyRole]> = { sale: ['buyer', 'seller'], rent: ['tenant', 'landlord'], lease: ['lessee', 'lessor'] }
  const [buyerRole, sellerRole] = roles[type]
  return kit.database.transaction((query) =>
    createDraftDeal(query, {
      propertyId: property.id,
      type,
      parties: [
        { userId: demoUsers.buyer.id, role: buyerRole },
        { userId: demoUsers.seller.id, role: sellerRole },
        ...(options.withDealer ? [{ userId: demoUsers.dealer.id, role: 'dealer' as const }] : []),
      ],
      amountPaise: options.amountPaise ?? 8_000_000_00,
      source: { kind: 'direct' },
      actorId: demoUsers.buyer.id,
    }),
  )
}

export function step(kit: PropertyKit, caller: Caller | null, dealId: string, payload: Record<string, unknown>) {
  return requestAs(kit, caller, { method: 'POST', url: `/api/deals/${dealId}/transition`, payload })
}

export const dealOf = (response: { json<T>(): T }) => response.json<{ deal: DealView }>().deal

export async function stepAs(kit: PropertyKit, caller: Caller, dealId: string, action: string): Promise<DealView> {
  const response = await step(kit, caller, dealId, { action })
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200)
  return dealOf(response)
}

/** The required documents of every deal type, present and verified. */
export async function verifiedDocuments(kit: PropertyKit, propertyId: string): Promise<void> {
  for (const category of ['titleDeed', 'legalDocuments', 'contracts', 'insurance']) {
    await kit.database.query(
      `INSERT INTO property_documents (property_id, path, filename, original_name, type, category, content_type, size, uploaded_by, verification_status, verified)
       VALUES ($1, $2, 'f.pdf', 'f.pdf', $3, $3, 'application/pdf', 10, $4, 'verified', true)`,
      [propertyId, `property-documents/${propertyId}/${category}/f.pdf`, category, demoUsers.seller.id],
    )
  }
}
