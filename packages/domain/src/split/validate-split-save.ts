// SPEC §5 split save checks, in SPEC's order, and the request that saving sends.
import { SPLIT_PORTION_TOLERANCE } from '../constants'
import { MIN_POLYGON_POINTS, type LatLng } from '../geometry/lat-lng'
import { messages } from '../messages'
import { Result } from '../result'
import { parseNumberOrZero, type SplitRequest, type SplitResult } from './split-schemas'

type SavablePart = { portion: unknown; coordinates?: readonly LatLng[] | undefined }

/** Sums of decimals drift (33.3 × 3 = 99.89999999999999); allow that much beyond 0.1. */
const FLOAT_SLACK = 1e-9

export function totalPortion(parts: readonly { portion: unknown }[]): number {
  return parts.reduce((sum, part) => sum + parseNumberOrZero(part.portion), 0)
}

export function isPortionTotalValid(total: number): boolean {
  return Math.abs(total - 100) <= SPLIT_PORTION_TOLERANCE + FLOAT_SLACK
}

export function validateSplitSave(parent: { id: string } | null | undefined, parts: readonly SavablePart[]): Result<true> {
  if (!parent || parts.length < 2) return Result.err(messages.splitNeedsParentAndParts)
  const total = totalPortion(parts)
  if (!isPortionTotalValid(total)) return Result.err(messages.splitPortionTotal(total))
  if (parts.some((part) => (part.coordinates?.length ?? 0) < MIN_POLYGON_POINTS)) return Result.err(messages.splitPartsNeedBoundary)
  return Result.ok(true)
}

type RequestPart = SavablePart & { name?: string; description?: string; area: unknown; areaUnit?: SplitRequest['resultingProperties'][number]['areaUnit'] }

/** The body of POST /properties/{id}/split from the tool's parts. */
export function buildSplitRequest(
  parentId: string,
  parts: readonly RequestPart[],
  options: { reason: string; now: Date; remarks?: string },
): SplitRequest {
  return {
    splitDate: options.now.toISOString(),
    splitReason: options.reason,
    resultingProperties: parts.map((part) => ({
      ...(part.name === undefined ? {} : { name: part.name }),
      portion: parseNumberOrZero(part.portion),
      area: parseNumberOrZero(part.area),
      areaUnit: part.areaUnit ?? 'sqft',
      description: part.description ?? '',
      documents: [],
      coordinates: [...(part.coordinates ?? [])],
      parentPropertyId: parentId,
    })),
    approvalStatus: 'pending',
    ...(options.remarks === undefined ? {} : { remarks: options.remarks }),
  }
}

/** SPEC §2: 'Property split saved successfully. Newly created property IDs: ...'. */
export function splitSavedMessage(result: SplitResult): string {
  return messages.splitSaved(result.resultingProperties.map((property) => property.id))
}
