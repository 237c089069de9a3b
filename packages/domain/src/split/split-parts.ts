// The split tool's maths (SPEC §2, §5): auto parts (grid or N equal), manual parts, and the
// recalculation of portions from areas and areas from portions. Areas are in sq ft.
import { DEFAULT_SPLIT_REASON, MANUAL_SPLIT_REASON } from '../constants'
import { MIN_POLYGON_POINTS, type LatLng } from '../geometry/lat-lng'
import { polygonAreaSqft, polygonAreaSqm } from '../geometry/polygon-area'
import { splitPolygonIntoEqualParts, splitPolygonIntoGrid, type SplitGeometry } from '../geometry/split-polygon'
import { messages } from '../messages'
import { Result } from '../result'
import type { SplitParent } from './split-parent'
import type { SplitPartDraft } from './split-schemas'

export type AutoSplitOptions = { mode: 'grid'; rows: number; columns: number } | { mode: 'equal'; parts: number }

export type MakePartId = (index: number) => string
const defaultPartId: MakePartId = (index) => `part-${index + 1}`

/** SPEC §3: part names are '{title} - Part N', N from 1. */
export function splitPartName(title: string, n: number): string {
  return `${title} - Part ${n}`
}

/** SPEC §5: equal areas, or proportional to the weights when there is one weight per part. */
export function distributeArea(total: number, count: number, weights?: readonly number[]): number[] {
  if (count <= 0) return []
  const weightSum = weights?.reduce((sum, w) => sum + w, 0) ?? 0
  if (weights && weights.length === count && weightSum > 0) return weights.map((w) => (total * w) / weightSum)
  return Array.from({ length: count }, () => total / count)
}

function piecesBySize(geometry: SplitGeometry): LatLng[][] {
  return [...geometry.pieces].sort((a, b) => polygonAreaSqm(b) - polygonAreaSqm(a))
}

/** SPEC "auto split": grid or N equal parts, each with the parent area / number of parts. */
export function generateAutoSplit(
  parent: SplitParent,
  options: AutoSplitOptions,
  makeId: MakePartId = defaultPartId,
): Result<{ parts: SplitPartDraft[]; message: string }> {
  if (parent.vertices.length < MIN_POLYGON_POINTS) return Result.err(messages.parentNeedsBoundary)
  const geometries =
    options.mode === 'grid' ? splitPolygonIntoGrid(parent.vertices, options.rows, options.columns) : splitPolygonIntoEqualParts(parent.vertices, options.parts)
  if (!geometries.ok) return geometries
  const count = geometries.value.length
  const areas = distributeArea(parent.totalAreaSqft, count)
  const parts = geometries.value.map((geometry, index): SplitPartDraft => {
    const pieces = piecesBySize(geometry)
    return {
      id: makeId(index),
      name: splitPartName(parent.title, index + 1),
      description: '',
      portion: 100 / count,
      area: areas[index] ?? 0,
      areaUnit: 'sqft',
      coordinates: pieces[0] ?? [],
      ...(pieces.length > 1 ? { pieces } : {}),
      parentPropertyId: parent.id,
      splitReason: DEFAULT_SPLIT_REASON,
    }
  })
  return Result.ok({ parts, message: messages.autoSplitGenerated })
}

/** SPEC "manual part": its portion is its sq ft / parent total area × 100. */
export function createManualPart(
  parent: SplitParent,
  coordinates: readonly LatLng[],
  existingParts: number,
  makeId: MakePartId = defaultPartId,
): Result<{ part: SplitPartDraft; message: string }> {
  if (coordinates.length < MIN_POLYGON_POINTS) return Result.err(messages.polygonNeedsThreePoints)
  const area = polygonAreaSqft(coordinates)
  const part: SplitPartDraft = {
    id: makeId(existingParts),
    name: splitPartName(parent.title, existingParts + 1),
    description: '',
    portion: manualPortion(area, parent.totalAreaSqft),
    area,
    areaUnit: 'sqft',
    coordinates: [...coordinates],
    parentPropertyId: parent.id,
    splitReason: MANUAL_SPLIT_REASON,
  }
  return Result.ok({ part, message: messages.manualPartAdded })
}

export function manualPortion(partSqft: number, parentTotalSqft: number): number {
  return parentTotalSqft > 0 ? (partSqft / parentTotalSqft) * 100 : 0
}

/** Portions from areas: each area over the parent total (or over the parts' sum when none). */
export function recalculatePortionsFromAreas<T extends { area: number; portion: number }>(parts: readonly T[], parentTotal?: number): T[] {
  const total = parentTotal != null && parentTotal > 0 ? parentTotal : parts.reduce((sum, p) => sum + p.area, 0)
  return parts.map((part) => ({ ...part, portion: total > 0 ? (part.area / total) * 100 : 0 }))
}

/** Areas from portions: each portion of the parent total. */
export function recalculateAreasFromPortions<T extends { area: number; portion: number }>(parts: readonly T[], parentTotal: number): T[] {
  return parts.map((part) => ({ ...part, area: (parentTotal * part.portion) / 100 }))
}

/** Renumber names after a part is deleted, so they stay '{title} - Part 1..n'. */
export function renumberParts<T extends { name: string }>(parts: readonly T[], title: string): T[] {
  return parts.map((part, index) => ({ ...part, name: splitPartName(title, index + 1) }))
}
