// A site visit as the API answers it (apps/server visits.schemas.ts).
import type { Pagination, VisitAction, VisitProposer, VisitSlot, VisitStatus } from '@vishwas/domain'

export type Visit = {
  id: string
  propertyId: string
  propertyReference: string
  propertyTitle: string
  propertyAddress: string
  visitorId: string
  visitorName: string
  hostId: string | null
  mode: 'in-person' | 'video'
  status: VisitStatus
  proposedSlots: VisitSlot[]
  proposedBy: VisitProposer
  slot: VisitSlot
  notes: string | null
  version: number
  allowedActions: VisitAction[]
  createdAt: string
  updatedAt: string
}

export type VisitPage = { visits: Visit[]; pagination: Pagination }
