import type { DealerApplicationStatus, KycIdType, KycScanSide, KycStatus } from '@vishwas/domain'

export interface DealerApplication {
  id: string
  status: DealerApplicationStatus
  reraNumber: string
  reraState: string
  agencyName: string
  officeAddress: string
  createdAt: string
  decidedAt: string | null
  decisionReason: string | null
}

export interface DealerStanding {
  status: DealerApplicationStatus
  application: DealerApplication | null
}

export interface Kyc {
  status: KycStatus
  idType: KycIdType | null
  idNumber: string | null
  submittedAt: string | null
  decidedAt: string | null
  decisionReason: string | null
  /** Front first. */
  scans: KycScan[]
}

/** A scan of the KYC document as the API lists it (the file itself: GET /api/kyc-scans/{id}). */
export interface KycScan {
  id: string
  side: KycScanSide
  originalName: string
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png'
  size: number
  uploadedAt: string
}
