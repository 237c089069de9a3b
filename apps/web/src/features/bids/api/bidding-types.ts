// The bidding answers as the API gives them (apps/server modules/bids): a listing's bidding
// window, never naming bidders, and bids as their bidder, the property side and admins see them.
import type { BidStatus, BiddingOutcome, BiddingStatus } from '@vishwas/domain'

export interface Bidding {
  id: string
  propertyId: string
  status: BiddingStatus
  startingPaise: number
  incrementPaise: number
  closesAt: string
  openedAt: string
  closedAt: string | null
  highestPaise: number | null
  bidCount: number
  minimumNextPaise: number | null
  reserveMet: boolean
  outcome: BiddingOutcome | null
  reservePaise?: number
  canManage: boolean
  yourBid?: { id: string; amountPaise: number; status: BidStatus }
}

export interface BidItem {
  id: string
  windowId: string
  propertyId: string
  propertyTitle: string
  bidderId: string
  bidderName: string
  amountPaise: number
  message: string | null
  status: BidStatus
  createdAt: string
  updatedAt: string
}
