// The public map (issue #22): a viewport answers at most MAX_FEATURES features, clusters with
// counts below street zoom and plot outlines with their price from it; a drawn area answers the
// live listings whose boundary meets it. The domain says which viewports and areas are fair.
import { STREET_ZOOM, searchAreaProblem, viewportProblem, type LatLng } from '@vishwas/domain'
import { badRequest } from '../../errors'
import type { RawJson } from '../../lib/raw-json'
import type { Box, MapCluster, MapFilter, MapPlot, MapRepository } from './map.repository'

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

export async function getMapViewport(input: { repository: MapRepository; viewport: Viewport; filter: MapFilter }): Promise<ViewportAnswer> {
  const { repository, viewport, filter } = input
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

export async function findPlotsInArea(input: { repository: MapRepository; polygon: LatLng[]; filter: MapFilter }): Promise<{ plots: RawJson<MapPlot[]>; truncated: boolean }> {
  const problem = searchAreaProblem(input.polygon)
  if (problem) throw badRequest(problem)
  const { plots, truncated } = await input.repository.plotsMeeting(input.polygon, input.filter, MAX_FEATURES)
  return { plots, truncated }
}
