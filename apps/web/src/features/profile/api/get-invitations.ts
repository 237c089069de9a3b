import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { InvitationRole } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** An invitation to the signed-in user to be an owner or the dealer of a listing. */
export interface ReceivedInvitation {
  id: string
  role: InvitationRole
  share: number | null
  ownershipType: string | null
  createdAt: string
  inviterName: string
  property: { id: string; reference: string; title: string; city: string; state: string; status: string }
}

/** GET /api/users/me/invitations: the pending ones, newest first (the first 100). */
export async function getInvitations(signal?: AbortSignal): Promise<ReceivedInvitation[]> {
  const { invitations } = await api.get<{ success: true; invitations: ReceivedInvitation[] }>('/users/me/invitations?limit=100', { signal })
  return invitations
}

export function getInvitationsQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me', 'invitations'], queryFn: ({ signal }) => getInvitations(signal) })
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions())
}

export type InvitationAnswer = 'accept' | 'decline'

/**
 * POST /api/users/me/invitations/{id}/accept or /decline. Accepting changes a listing, so the
 * property lists are refetched as well.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InvitationAnswer }) => api.post(`/users/me/invitations/${encodeURIComponent(id)}/${answer}`),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions().queryKey })
      await queryClient.invalidateQueries({ queryKey: ['properties'] })
    },
  })
}
