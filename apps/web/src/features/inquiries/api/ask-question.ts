import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Inquiry } from './inquiry-types'

export type AskQuestionInput = { propertyId: string; message: string; sharePhone: boolean }

/** POST /api/properties/{id}/inquiries: a new inquiry, or the question joins one's open inquiry on the listing. */
export async function askQuestion({ propertyId, ...body }: AskQuestionInput): Promise<{ inquiry: Inquiry; created: boolean }> {
  const { inquiry, created } = await api.post<{ success: true; inquiry: Inquiry; created: boolean }>(`/properties/${encodeURIComponent(propertyId)}/inquiries`, body)
  return { inquiry, created }
}

export function useAskQuestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: askQuestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }) })
}
