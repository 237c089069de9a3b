// What the list beside the map answers: the viewport's plots, or one search the buyer started on
// the map (an area drawn, a pin dropped with a radius, or "is this spot taken?" with the 1000 m²
// stencil of SPEC §9). Plain data, so the page and its tests share one shape.
import { DEFAULT_STENCIL_SQM, formatIndianNumber, type LatLng, stencilPolygon } from '@vishwas/domain'

export type MapSearch = { kind: 'area'; ring: LatLng[] } | { kind: 'pin'; pin: LatLng; radius: number } | { kind: 'spot'; centre: LatLng; ring: LatLng[] }

/** What a click on the map does: nothing (browse), drop a pin, or place the stencil. */
export type MapTool = 'browse' | 'pin' | 'spot'

/** Radii a pin can search, in metres; the first is the default. */
export const radiusChoices = [1000, 500, 2000, 5000, 10_000] as const
export const DEFAULT_RADIUS = radiusChoices[0]

export const radiusLabel = (metres: number) => (metres >= 1000 ? `${metres / 1000} km` : `${metres} m`)

/** Metres as a card says them: '120 m away', '2.4 km away', 'on the pin'. */
export function distanceLabel(metres: number): string {
  if (metres < 1) return 'at the pin'
  if (metres < 1000) return `${Math.round(metres)} m away`
  return `${(metres / 1000).toFixed(1)} km away`
}

/** The stencil (SPEC §9: 1000 m², a square centred on the spot) around a point, to the centimetre. */
export function spotSearch(centre: LatLng): MapSearch {
  const round = (n: number) => Math.round(n * 1e7) / 1e7
  const ring = stencilPolygon(centre, DEFAULT_STENCIL_SQM).map((p) => ({ latitude: round(p.latitude), longitude: round(p.longitude) }))
  return { kind: 'spot', centre, ring }
}

export const STENCIL_LABEL = `${formatIndianNumber(DEFAULT_STENCIL_SQM)} m²`
