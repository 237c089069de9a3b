// A deal as the API answers it (GET/POST /api/deals...): parties, amounts, status, the steps the
// caller may take, and (on the deal's own page) its timeline.
import type { DealAction, DealPartyRole, DealStatus, EscrowStatus, ListingType, PaymentStatus } from '@vishwas/domain'

export interface DealView {
  id: string
  propertyId: string
  propertyReference: string
  propertyTitle: string
  type: ListingType
  parties: { userId: string; role: DealPartyRole; name: string }[]
  amountPaise: number
  tokenAmountPaise: number | null
  terms: string
  status: DealStatus
  source: 'proposal' | 'bid' | 'direct'
  sourceId: string | null
  agreementDate: string | null
  closingDate: string | null
  version: number
  createdAt: string
  updatedAt: string
  allowedActions: DealAction[]
  /** The token the buyer pays into escrow, and whether the caller may pay it now. */
  tokenDuePaise: number
  canPayToken: boolean
}

export interface DealEvent {
  id: string
  actorId: string | null
  actorName: string | null
  action: string
  fromStatus: DealStatus | null
  toStatus: DealStatus
  note: string
  createdAt: string
}

export type DealWithTimeline = DealView & {
  timeline: DealEvent[]
  tokenPayment: { id: string; status: PaymentStatus; escrowStatus: EscrowStatus; amountPaise: number; receiptNumber: string | null } | null
  /** The platform's fee taken from the escrow on completion. */
  platformFeePaise: number
}

export const dealHref = (dealId: string) => `/deals/${encodeURIComponent(dealId)}`
