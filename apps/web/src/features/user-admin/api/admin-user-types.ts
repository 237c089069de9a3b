import type { DealerApplicationStatus, KycIdType, KycScanSide, KycStatus, Pagination, Roles, User } from '@vishwas/domain'

export interface AdminUserListItem {
  id: string
  fullName: string
  email: string
  phoneNumber: string | null
  roles: Roles
  kycStatus: KycStatus
  suspended: boolean
  createdAt: string
}

export interface AdminUserList {
  users: AdminUserListItem[]
  pagination: Pagination
}

/** A scan of the user's KYC document (the file: GET /api/kyc-scans/{id}, admins and its owner only). */
export interface AdminKycScan {
  id: string
  side: KycScanSide
  originalName: string
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png'
  size: number
  uploadedAt: string
}

export interface AdminUserView {
  user: User & { id: string }
  standing: { suspended: boolean; suspendedAt: string | null; suspendedReason: string | null }
  kyc: { status: KycStatus; idType: KycIdType | null; idNumber: string | null; submittedAt: string | null; decidedAt: string | null; decisionReason: string | null; scans: AdminKycScan[] }
  dealer: {
    status: DealerApplicationStatus
    application: {
      id: string
      status: DealerApplicationStatus
      reraNumber: string
      reraState: string
      agencyName: string
      officeAddress: string
      createdAt: string
      decidedAt: string | null
      decisionReason: string | null
    } | null
  }
}

export type UserListFilter = { search?: string; role?: string; kycStatus?: string; suspended?: string; dealerPending?: string; page: number }
