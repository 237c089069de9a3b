import { useMutation } from '@tanstack/react-query'
import type { LatLng } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { filterBody, type MapFilters } from '../lib/map-address'
import type { MapPlot } from './get-map-viewport'

export type NearbyPlot = MapPlot & { metres: number }

/** POST /api/map/search/radius (public): the live listings within `radius` metres of a dropped pin, nearest first. */
export async function searchRadius(pin: LatLng, radius: number, filters: MapFilters): Promise<{ plots: NearbyPlot[]; truncated: boolean }> {
  const { plots, truncated } = await api.post<{ success: true; plots: NearbyPlot[]; truncated: boolean }>('/map/search/radius', { ...pin, radius, ...filterBody(filters) }, { auth: false })
  return { plots, truncated }
}

export function useSearchRadius() {
  return useMutation({ mutationFn: ({ pin, radius, filters }: { pin: LatLng; radius: number; filters: MapFilters }) => searchRadius(pin, radius, filters) })
}
