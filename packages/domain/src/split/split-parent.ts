// The parent of a split as the split tool needs it, read from a property document.
import { DEFAULT_AREA_UNIT, SQFT_PER_SQM, UNTITLED_PROPERTY } from '../constants'
import { parseVertices, type LatLng } from '../geometry/lat-lng'
import { polygonAreaSqm } from '../geometry/polygon-area'
import { isAreaUnit, toSquareFeet } from '../units/area'

export type SplitParent = { id: string; title: string; vertices: LatLng[]; totalAreaSqft: number }

/** The loose property shape this reads: vertices may be strings, the area may be missing. */
export type SplitParentSource = {
  id?: string | undefined
  reference?: string | undefined
  basicInfo?: { title?: string | undefined } | undefined
  location?: { geofence?: { vertices?: unknown } | undefined } | undefined
  specifications?: { area?: { total?: unknown; unit?: unknown } | undefined } | undefined
}

/**
 * SPEC §5: the parent's total area in sq ft, or, when it has no total, its polygon area × 10.764.
 */
export function parentTotalAreaSqft(property: SplitParentSource): number {
  const area = property.specifications?.area
  const total = typeof area?.total === 'string' ? Number(area.total) : area?.total
  if (typeof total === 'number' && Number.isFinite(total) && total > 0) {
    return toSquareFeet(total, isAreaUnit(area?.unit) ? area.unit : DEFAULT_AREA_UNIT)
  }
  return polygonAreaSqm(parseVertices(property.location?.geofence?.vertices)) * SQFT_PER_SQM
}

export function toSplitParent(property: SplitParentSource): SplitParent {
  return {
    id: property.id ?? property.reference ?? '',
    title: property.basicInfo?.title?.trim() || UNTITLED_PROPERTY,
    vertices: parseVertices(property.location?.geofence?.vertices),
    totalAreaSqft: parentTotalAreaSqft(property),
  }
}
