import { useMutation } from '@tanstack/react-query'
import type { LatLng } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { filterBody, type MapFilters } from '../lib/map-address'
import type { MapPlot } from './get-map-viewport'

/** POST /api/map/search/area (public): the live listings whose boundary meets the drawn area. */
export async function searchArea(polygon: LatLng[], filters: MapFilters): Promise<{ plots: MapPlot[]; truncated: boolean }> {
  const { plots, truncated } = await api.post<{ success: true; plots: MapPlot[]; truncated: boolean }>('/map/search/area', { polygon, ...filterBody(filters) }, { auth: false })
  return { plots, truncated }
}

export function useSearchArea() {
  return useMutation({ mutationFn: ({ polygon, filters }: { polygon: LatLng[]; filters: MapFilters }) => searchArea(polygon, filters) })
}
