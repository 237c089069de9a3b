import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { getMyTeamsQueryOptions } from './my-teams'
import type { ReceivedTeamInvitation } from './types'

/** GET /api/users/me/team-invitations: open invitations to the caller's number to join a dealer's team. */
export async function getTeamInvitations(signal?: AbortSignal): Promise<ReceivedTeamInvitation[]> {
  const { invitations } = await api.get<{ success: true; invitations: ReceivedTeamInvitation[] }>('/users/me/team-invitations', { signal })
  return invitations
}

export function getTeamInvitationsQueryOptions() {
  return queryOptions({ queryKey: ['curator', 'team-invitations'], queryFn: ({ signal }) => getTeamInvitations(signal) })
}

export function useTeamInvitations() {
  return useQuery(getTeamInvitationsQueryOptions())
}

/** POST /api/users/me/team-invitations/{id}/accept or /decline: answers what to say. */
export async function answerTeamInvitation(input: { id: string; accept: boolean }): Promise<string> {
  const { message } = await api.post<{ success: true; message: string }>(`/users/me/team-invitations/${encodeURIComponent(input.id)}/${input.accept ? 'accept' : 'decline'}`)
  return message
}

export function useAnswerTeamInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerTeamInvitation,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getTeamInvitationsQueryOptions().queryKey })
      await queryClient.invalidateQueries({ queryKey: getMyTeamsQueryOptions().queryKey })
    },
  })
}
