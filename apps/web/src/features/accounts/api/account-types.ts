import type { DealerApplicationStatus, KycIdType, KycStatus } from '@vishwas/domain'

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
}
