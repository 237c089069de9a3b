// SPEC §1 deal: draft -> negotiation -> agreed -> escrow-funded -> documents-verified ->
// completed, or cancelled. Parties are the buyer side (buyer, tenant, lessee), the seller side
// (seller, landlord, lessor), the dealer, admins, and the system: the escrow is funded only by the
// ledger's confirmation that the buyer's token payment was captured, never by a person. Cancelling
// once escrow holds the token refunds it to the buyer; completing releases it to the seller.
// Documents-verified also needs SPEC §5's required documents present and verified.
import type { ListingType } from '../property/property-enums'
import { dealStatuses, type dealPartyRoles } from '../schemas/deal-schemas'
import { defineStateMachine } from './state-machine'

/** The statuses of SPEC §1's deal schema, every one in the machine. */
export const dealMachineStatuses = dealStatuses
export type DealStatus = (typeof dealMachineStatuses)[number]

export const dealActions = ['negotiate', 'agree', 'fund-escrow', 'verify-documents', 'complete', 'cancel'] as const
export type DealAction = (typeof dealActions)[number]

export const dealParties = ['buyer', 'seller', 'dealer', 'admin', 'system'] as const
export type DealParty = (typeof dealParties)[number]

export type DealPartyRole = (typeof dealPartyRoles)[number]

export const dealMachine = defineStateMachine({
  entity: 'deal',
  statuses: dealMachineStatuses,
  parties: dealParties,
  rules: [
    { action: 'negotiate', from: ['draft'], to: 'negotiation', by: ['buyer', 'seller', 'dealer'] },
    // The seller's side records the agreement the buyer asked for (the accepted offer, or the deal the buyer opened).
    { action: 'agree', from: ['negotiation'], to: 'agreed', by: ['seller', 'dealer'] },
    // The buyer's token payment was captured and posted to the deal's escrow account.
    { action: 'fund-escrow', from: ['agreed'], to: 'escrow-funded', by: ['system'] },
    { action: 'verify-documents', from: ['escrow-funded'], to: 'documents-verified', by: ['seller', 'dealer', 'admin'] },
    { action: 'complete', from: ['documents-verified'], to: 'completed', by: ['seller', 'dealer', 'admin'] },
    // Once escrow holds the token, cancelling refunds it to the buyer in the same transaction.
    { action: 'cancel', from: ['draft', 'negotiation', 'agreed', 'escrow-funded', 'documents-verified'], to: 'cancelled', by: ['buyer', 'seller', 'dealer', 'admin'] },
  ],
})

/** The roles of the two sides, per deal type. */
export const dealSideRoles: Readonly<Record<ListingType, { buyer: DealPartyRole; seller: DealPartyRole }>> = {
  sale: { buyer: 'buyer', seller: 'seller' },
  rent: { buyer: 'tenant', seller: 'landlord' },
  lease: { buyer: 'lessee', seller: 'lessor' },
}

const partyOfRole: Partial<Record<DealPartyRole, DealParty>> = {
  buyer: 'buyer',
  tenant: 'buyer',
  lessee: 'buyer',
  seller: 'seller',
  landlord: 'seller',
  lessor: 'seller',
  dealer: 'dealer',
}

/** The machine's parties a caller holds: from their roles in the deal, and admin. */
export function dealPartiesOf(input: { roles: readonly DealPartyRole[]; isAdmin: boolean }): DealParty[] {
  const parties = new Set<DealParty>()
  for (const role of input.roles) {
    const party = partyOfRole[role]
    if (party) parties.add(party)
  }
  if (input.isAdmin) parties.add('admin')
  return [...parties]
}

/** What completing a deal of this type makes the property. */
export const propertyStatusAfterDeal = (type: ListingType): 'sold' | 'rented' => (type === 'sale' ? 'sold' : 'rented')
