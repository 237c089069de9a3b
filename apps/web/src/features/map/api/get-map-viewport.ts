import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { LatLng, ListingType } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { filterQuery, type MapFilters } from '../lib/map-address'

export interface MapPlot {
  id: string
  reference: string
  title: string
  price: number
  listingType: ListingType
  latitude: number
  longitude: number
  boundary: LatLng[]
}

export interface MapCluster {
  count: number
  latitude: number
  longitude: number
  south: number
  west: number
  north: number
  east: number
}

export interface MapViewport {
  mode: 'plots' | 'clusters'
  plots: MapPlot[]
  clusters: MapCluster[]
  total: number
  truncated: boolean
}

export interface Bounds {
  south: number
  west: number
  north: number
  east: number
  zoom: number
}

/** GET /api/map/viewport (public): clusters below street zoom, plot outlines from it. */
export async function getMapViewport(bounds: Bounds, filters: MapFilters, signal?: AbortSignal): Promise<MapViewport> {
  const { mode, plots, clusters, total, truncated } = await api.get<MapViewport & { success: true }>('/map/viewport', { query: { ...bounds, ...filterQuery(filters) }, signal, auth: false })
  return { mode, plots, clusters, total, truncated }
}

export function useMapViewport(bounds: Bounds | null, filters: MapFilters) {
  return useQuery({
    queryKey: ['map', 'viewport', bounds, filters],
    queryFn: ({ signal }) => getMapViewport(bounds as Bounds, filters, signal),
    enabled: bounds !== null,
    placeholderData: keepPreviousData,
  })
}
