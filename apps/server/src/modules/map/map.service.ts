// The public map (issue #22): a viewport answers at most MAX_FEATURES features, clusters with
// counts below street zoom and plot outlines with their price from it; a drawn area answers the
// live listings whose boundary meets it. The domain says which viewports and areas are fair.
import { STREET_ZOOM, placeNameSpellings, searchAreaProblem, viewportProblem, type AreaUnit, type LatLng } from '@vishwas/domain'
import { badRequest } from '../../errors'
import type { RawJson } from '../../lib/raw-json'
import { areaInSquareFeet, type BuyerFilter } from '../properties-public/buyer-filters'
import type { Box, MapCluster, MapFilter, MapPlot, MapRepository } from './map.repository'

/** The filters as a request names them (the home list's names), before they become the repository's. */
export type MapQueryFilter = Omit<BuyerFilter, 'minAreaSqft' | 'maxAreaSqft'> & {
  type?: string | undefined
  city?: string | undefined
  locality?: string | undefined
  state?: string | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
  minArea?: number | undefined
  maxArea?: number | undefined
  areaUnit: AreaUnit
}

/** Areas in square feet as the column holds them; a city by any of its names (Bangalore, Bengaluru). */
export function toMapFilter({ minArea, maxArea, areaUnit, city, ...rest }: MapQueryFilter): MapFilter {
  return { ...rest, ...(city === undefined ? {} : { cities: placeNameSpellings(city) }), ...areaInSquareFeet({ minArea, maxArea, areaUnit }) }
}

/** The most features one answer carries. */
export const MAX_FEATURES = 500
/** Clusters are counted on a grid of this many cells across the viewport's longer side. */
const GRID_CELLS = 16
/** The smallest grid cell, in degrees (about a centimetre): a viewport narrower than a plot still divides. */
const MIN_CELL_DEGREES = 1e-7

export type Viewport = Box & { zoom: number }

export type ViewportAnswer =
  | { mode: 'plots'; plots: RawJson<MapPlot[]>; clusters: []; total: number; truncated: boolean }
  | { mode: 'clusters'; plots: []; clusters: MapCluster[]; total: number; truncated: boolean }

export async function getMapViewport(input: { repository: MapRepository; viewport: Viewport; filter: MapQueryFilter }): Promise<ViewportAnswer> {
  const { repository, viewport } = input
  const filter = toMapFilter(input.filter)
  const problem = viewportProblem(viewport)
  if (problem) throw badRequest(problem)
  const box = { south: viewport.south, west: viewport.west, north: viewport.north, east: viewport.east }
  if (viewport.zoom >= STREET_ZOOM) {
    const { plots, truncated, count } = await repository.plotsIn(box, filter, MAX_FEATURES)
    return { mode: 'plots', plots, clusters: [], total: count, truncated }
  }
  const cell = Math.max(Math.max(box.north - box.south, box.east - box.west) / GRID_CELLS, MIN_CELL_DEGREES)
  const { clusters, total } = await repository.clustersIn(box, filter, cell, MAX_FEATURES)
  return { mode: 'clusters', plots: [], clusters, total, truncated: false }
}

export async function findPlotsInArea(input: { repository: MapRepository; polygon: LatLng[]; filter: MapQueryFilter }): Promise<{ plots: RawJson<MapPlot[]>; truncated: boolean }> {
  const problem = searchAreaProblem(input.polygon)
  if (problem) throw badRequest(problem)
  const { plots, truncated } = await input.repository.plotsMeeting(input.polygon, toMapFilter(input.filter), MAX_FEATURES)
  return { plots, truncated }
}

/** The live listings within `radius` metres of a dropped pin, nearest first (the schema bounds the radius). */
export async function findPlotsNearPin(input: { repository: MapRepository; pin: LatLng; radius: number; filter: MapQueryFilter }): Promise<{ plots: RawJson<(MapPlot & { metres: number })[]>; truncated: boolean }> {
  const { plots, truncated } = await input.repository.plotsNear(input.pin, input.radius, toMapFilter(input.filter), MAX_FEATURES)
  return { plots, truncated }
}
