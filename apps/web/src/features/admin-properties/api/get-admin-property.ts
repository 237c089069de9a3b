import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { Feature } from './set-property-featured'

export type OwnerShare = { userId: string; share?: number }

export interface AdminProperty {
  property: Property
  featured: Feature | null
  owners: { userId: string; name: string; phoneNumber: string | null; kycStatus: string | null; share: number; ownershipType: string; since: string }[]
  dealer: { userId: string; name: string; phoneNumber: string | null } | null
  history: {
    prices: { oldPrice: number | null; newPrice: number; changedBy: string; changedByName: string | null; changedAt: string }[]
    ownership: { previousOwners: OwnerShare[]; newOwners: OwnerShare[]; changedBy: string; changedByName: string | null; changedAt: string }[]
    dealers: { dealerId: string; dealerName: string | null; assignedBy: string; assignedAt: string; unassignedAt: string | null }[]
  }
}

/** GET /api/admin/properties/{id} (admins): the stored listing with its owners, dealer, histories and feature. */
export async function getAdminProperty(propertyId: string, signal?: AbortSignal): Promise<AdminProperty> {
  const { property, featured, owners, dealer, history } = await api.get<{ success: true } & AdminProperty>(`/admin/properties/${encodeURIComponent(propertyId)}`, { signal })
  return { property, featured, owners, dealer, history }
}

export function getAdminPropertyQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['properties', 'admin', 'one', propertyId], queryFn: ({ signal }) => getAdminProperty(propertyId, signal) })
}

export function useAdminProperty(propertyId: string) {
  return useQuery(getAdminPropertyQueryOptions(propertyId))
}
