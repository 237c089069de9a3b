// The shapes the Curator's calls answer (the server's curator.schemas.ts).
import type { ListingType, Pagination, RepresentationRequestStatus, TeamMemberRole } from '@vishwas/domain'

export interface ListingSummary {
  id: string
  reference: string
  title: string
  status: string
  city: string
  state: string
  locality: string | null
  price: number | null
  listingType: ListingType | null
}

export interface RepresentationRequest {
  id: string
  propertyId: string
  dealerId: string
  dealerName: string
  message: string
  status: RepresentationRequestStatus
  createdAt: string
  respondedAt: string | null
  property: ListingSummary
}

export interface RequestsPage {
  requests: RepresentationRequest[]
  pagination: Pagination
}

export interface FeaturedListing extends ListingSummary {
  position: number
  featuredAt: string
  represented: boolean
}

export interface TeamMember {
  userId: string
  name: string
  phoneNumber: string
  role: TeamMemberRole
  joinedAt: string
}

export interface Team {
  id: string | null
  name: string
  ownerId: string
  members: TeamMember[]
  /** Open invitations: only the number the dealer typed. */
  invitations: SentTeamInvitation[]
}

export interface SentTeamInvitation {
  id: string
  phoneNumber: string
  role: TeamMemberRole
  sentAt: string
  expiresAt: string
}

/** An open invitation to the signed-in user's number. */
export interface ReceivedTeamInvitation {
  id: string
  teamId: string
  teamName: string
  dealerName: string
  role: TeamMemberRole
  sentAt: string
  expiresAt: string
}

export interface Membership {
  teamId: string
  name: string
  dealerId: string
  dealerName: string
  role: TeamMemberRole
  joinedAt: string
}

export interface CuratedRow {
  dealer: { id: string; name: string }
  listings: ListingSummary[]
}

export interface DealerNote {
  propertyId: string
  text: string
  updatedAt: string | null
}
