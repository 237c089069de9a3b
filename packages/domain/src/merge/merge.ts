// SPEC §5 merge: at least 2 sources, each contributing an equal share (100 / n) by default.
import { DEFAULT_MERGE_REASON } from '../constants'
import { messages } from '../messages'
import { Result } from '../result'
import type { AreaUnit } from '../units/area'
import type { MergeRequest, MergeSource } from './merge-schemas'

export function equalContribution(sourceCount: number): number {
  return sourceCount > 0 ? 100 / sourceCount : 0
}

export type MergeCandidate = { id: string; area?: number | undefined; areaUnit?: AreaUnit | undefined; ownerId?: string | undefined }

/** The formatted sources: contribution 100 / n, area, unit (default sqft), previous owner. */
export function formatMergeSources(properties: readonly MergeCandidate[]): MergeSource[] {
  const contribution = equalContribution(properties.length)
  return properties.map((property) => ({
    propertyId: property.id,
    contribution,
    area: property.area ?? 0,
    areaUnit: property.areaUnit ?? 'sqft',
    ...(property.ownerId === undefined ? {} : { previousOwner: property.ownerId }),
  }))
}

export function buildMergeRequest(
  properties: readonly MergeCandidate[],
  options: { now: Date; reason?: string; targetPropertyData?: Record<string, unknown>; remarks?: string },
): Result<MergeRequest> {
  if (properties.length < 2) return Result.err(messages.mergeNeedsTwo)
  return Result.ok({
    sourceProperties: formatMergeSources(properties),
    mergeDate: options.now.toISOString(),
    mergeReason: options.reason ?? DEFAULT_MERGE_REASON,
    targetPropertyData: options.targetPropertyData ?? {},
    approvalStatus: 'pending',
    ...(options.remarks === undefined ? {} : { remarks: options.remarks }),
  })
}
