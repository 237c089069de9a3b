// An inquiry as the admin calls answer it (apps/server inquiries.schemas.ts).
import type { InquiryAction, InquiryStatus, Pagination } from '@vishwas/domain'

export type AdminInquiry = {
  id: string
  propertyId: string
  propertyReference: string
  propertyTitle: string
  userId: string
  name: string
  phoneNumber?: string
  message: string
  messageCount: number
  status: InquiryStatus
  version: number
  allowedActions: InquiryAction[]
  createdAt: string
  lastMessageAt: string
}

export type AdminInquiryMessage = { id: string; authorName: string | null; fromAsker: boolean; body: string; createdAt: string }
export type AdminInquiryPage = { inquiries: AdminInquiry[]; pagination: Pagination }
