// An area drawn on the public map to search in (issue #22): a simple polygon of at least 3 and at
// most MAX_BOUNDARY_POINTS corners, within a degree each way (a city, not a state), and what a
// map viewport may ask for at each zoom.
import { formatIndianNumber } from '../money/indian-digits'
import { MAX_BOUNDARY_POINTS, MAX_BOUNDARY_SPAN_DEGREES, MIN_POLYGON_POINTS, fitsBoundarySpan, type LatLng } from './lat-lng'
import { polygonAreaSqm } from './polygon-area'
import { ringCrossesItself } from './ring-crossing'

export const mapMessages = {
  areaTooFewPoints: `Draw an area of at least ${MIN_POLYGON_POINTS} points`,
  areaTooManyPoints: `An area may have at most ${formatIndianNumber(MAX_BOUNDARY_POINTS)} points`,
  areaTooWide: `An area may span at most ${MAX_BOUNDARY_SPAN_DEGREES} degree of latitude and of longitude. Please draw a smaller one.`,
  areaCrossesItself: 'The area crosses itself. Please redraw it without crossing lines.',
  areaEnclosesNothing: 'The area encloses nothing. Please draw it again.',
  viewportInverted: 'The map area must have its south edge below its north edge and its west edge before its east edge',
  viewportTooWide: (zoom: number) =>
    `At zoom ${zoom} the map area may span at most ${STREET_VIEWPORT_SPAN_DEGREES} degree of latitude and of longitude. Zoom out or show a smaller area.`,
} as const

/** From this zoom up the map shows each plot's outline; below it, clusters. */
export const STREET_ZOOM = 15
/** The widest viewport (degrees each way) the map serves at street zoom. */
export const STREET_VIEWPORT_SPAN_DEGREES = 0.5

/** Why the drawn area cannot be searched, or undefined. */
export function searchAreaProblem(vertices: readonly LatLng[]): string | undefined {
  if (vertices.length < MIN_POLYGON_POINTS) return mapMessages.areaTooFewPoints
  if (vertices.length > MAX_BOUNDARY_POINTS) return mapMessages.areaTooManyPoints
  if (!fitsBoundarySpan(vertices)) return mapMessages.areaTooWide
  if (ringCrossesItself(vertices)) return mapMessages.areaCrossesItself
  if (polygonAreaSqm(vertices) < 1) return mapMessages.areaEnclosesNothing
  return undefined
}

/** Why a viewport (degrees, zoom) cannot be served, or undefined. */
export function viewportProblem(view: { south: number; west: number; north: number; east: number; zoom: number }): string | undefined {
  if (view.south >= view.north || view.west >= view.east) return mapMessages.viewportInverted
  const wide = view.north - view.south > STREET_VIEWPORT_SPAN_DEGREES || view.east - view.west > STREET_VIEWPORT_SPAN_DEGREES
  if (view.zoom >= STREET_ZOOM && wide) return mapMessages.viewportTooWide(view.zoom)
  return undefined
}
