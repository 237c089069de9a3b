// The shapes the split and merge calls answer (apps/server plots.schemas.ts), as the tool reads them.
import type { ApprovalStatus, AreaUnit, LatLng, OperationStatus } from '@vishwas/domain'

interface Decision {
  approvalStatus: ApprovalStatus
  approvedBy: string | null
  approvalDate: string | null
  remarks: string | null
  status: OperationStatus
  operationId: string
  requestedBy: string | null
  createdAt: string
  updatedAt: string
}

export interface SplitRecord extends Decision {
  id: string
  parentPropertyId: string
  parentPropertyUID: string
  splitDate: string
  splitReason: string
  resultingProperties: {
    propertyId: string
    propertyUID: string
    name: string
    portion: number
    area: number
    areaUnit: AreaUnit
    coordinates: LatLng[]
  }[]
}

export interface MergeRecord extends Decision {
  id: string
  resultPropertyId: string
  resultPropertyUID: string
  mergeDate: string
  mergeReason: string
  sourceProperties: { propertyId: string; propertyUID: string; contribution: number }[]
}

/** The key every split and merge query starts with under the shared ['properties'] key, so a property write refreshes them too. */
export const plotRequestsKey = (propertyId: string) => ['properties', 'plot-requests', propertyId] as const
