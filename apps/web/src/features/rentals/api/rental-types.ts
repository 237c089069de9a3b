// The rental calls' answers as the pages read them (the server's records: the domain's documented
// entities plus the property's name and the actions the caller may take now).
import type { ApplicationAction, ApplicationStatus, IdProofType, Pagination, RentalAction, RentalStatus } from '@vishwas/domain'

export type RentalPropertySummary = { id: string; reference: string; title: string; city: string; listingType: string; status: string }

export type RentalRecord = {
  id: string
  propertyId: string
  property: RentalPropertySummary
  applicationId?: string
  tenantId: string
  tenantName: string
  monthlyRentPaise: number
  securityDepositPaise: number
  period: { startDate: string; endDate: string }
  rentDueDay: number
  noticePeriodDays: number
  status: RentalStatus
  closingReason?: string
  endsOn?: string
  version: number
  actions: RentalAction[]
}

export type ApplicationRecord = {
  id: string
  propertyId: string
  property: RentalPropertySummary
  applicantId: string
  applicantName: string
  idProofType: IdProofType
  occupation: string
  occupants: number
  moveInDate: string
  message: string
  status: ApplicationStatus
  decisionNote?: string
  version: number
  createdAt: string
  actions: ApplicationAction[]
  rental: RentalRecord | null
}

export type ApplicationPage = { applications: ApplicationRecord[]; pagination: Pagination }
export type RentalPage = { rentals: RentalRecord[]; pagination: Pagination }

export type RentalListParams = { role?: 'tenant' | 'landlord'; property?: string; status?: string; page?: number; limit?: number }
