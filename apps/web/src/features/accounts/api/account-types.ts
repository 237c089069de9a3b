import type { DealerApplicationStatus, KycScanView, KycView } from '@vishwas/domain'

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

/** A user's KYC (scans front first; a scan's file: GET /api/kyc-scans/{id}). */
export type Kyc = KycView
export type KycScan = KycScanView
