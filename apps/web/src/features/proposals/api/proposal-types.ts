// A proposal as the API answers it (GET/POST /api/proposals...): the offer, its rounds, the
// caller's side and what they may do now.
import type { ListingType, ProposalSide, ProposalStatus, ProposalUserAction } from '@vishwas/domain'

export interface ProposalRound {
  round: number
  side: ProposalSide
  byUserId: string
  amountPaise: number
  terms: string
  createdAt: string
}

export interface ProposalView {
  id: string
  propertyId: string
  propertyReference: string
  propertyTitle: string
  fromUserId: string
  fromName: string
  toUserId: string | null
  type: ListingType
  amountPaise: number
  terms: string
  validUntil: string
  status: ProposalStatus
  turn: ProposalSide
  rounds: ProposalRound[]
  dealId: string | null
  version: number
  createdAt: string
  updatedAt: string
  side: ProposalSide | null
  allowedActions: ProposalUserAction[]
}

export const dealHref = (dealId: string) => `/deals/${encodeURIComponent(dealId)}`
