import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { InvitationRole, InvitationStatus } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** A pending invitation of a listing, as its managers see it. */
export interface PendingInvitation {
  id: string
  role: InvitationRole
  share: number | null
  ownershipType: string | null
  status: InvitationStatus
  inviteeId: string
  inviteeName: string
  inviterName: string
  createdAt: string
}

/** GET /api/properties/{id}/invitations (property access): the people named but not yet accepted. */
export async function getPropertyInvitations(propertyId: string, signal?: AbortSignal): Promise<PendingInvitation[]> {
  const { invitations } = await api.get<{ success: true; invitations: PendingInvitation[] }>(`/properties/${encodeURIComponent(propertyId)}/invitations`, { signal })
  return invitations
}

export function getPropertyInvitationsQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['properties', 'invitations', propertyId], queryFn: ({ signal }) => getPropertyInvitations(propertyId, signal) })
}

export function usePropertyInvitations(propertyId: string, enabled: boolean) {
  return useQuery({ ...getPropertyInvitationsQueryOptions(propertyId), enabled })
}

/** DELETE /api/properties/{id}/invitations/{invitationId}: withdraw a pending invitation. */
export function useWithdrawInvitation(propertyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invitationId: string) => api.delete(`/properties/${encodeURIComponent(propertyId)}/invitations/${encodeURIComponent(invitationId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPropertyInvitationsQueryOptions(propertyId).queryKey }),
  })
}
