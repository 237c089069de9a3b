// An inquiry as the API answers it (apps/server inquiries.schemas.ts).
import type { InquiryAction, InquiryStatus, Pagination } from '@vishwas/domain'

export type Inquiry = {
  id: string
  propertyId: string
  propertyReference: string
  propertyTitle: string
  userId: string
  name: string
  phoneNumber?: string
  sharePhone: boolean
  message: string
  messageCount: number
  status: InquiryStatus
  version: number
  allowedActions: InquiryAction[]
  createdAt: string
  updatedAt: string
  lastMessageAt: string
}

export type InquiryMessage = { id: string; authorId: string | null; authorName: string | null; fromAsker: boolean; body: string; createdAt: string }
export type InquiryThread = { inquiry: Inquiry; messages: InquiryMessage[] }
export type InquiryPage = { inquiries: Inquiry[]; pagination: Pagination }
