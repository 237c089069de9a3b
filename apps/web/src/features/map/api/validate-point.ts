import { useMutation } from '@tanstack/react-query'
import type { LatLng } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface PointCheck {
  isValid: boolean
  message: string
  containingProperties: { id: string; reference: string; title: string }[]
}

/** POST /api/properties/validate-point (signed in, SPEC §7): whether a point is in India and outside every property the caller may see. */
export async function validatePoint(point: LatLng): Promise<PointCheck> {
  const { isValid, message, containingProperties } = await api.post<PointCheck & { success: true }>('/properties/validate-point', point)
  return { isValid, message, containingProperties }
}

export function useValidatePoint() {
  return useMutation({ mutationFn: validatePoint })
}
