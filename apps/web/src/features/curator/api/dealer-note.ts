import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { DealerNote } from './types'

const notePath = (dealerId: string, reference: string) => `/dealers/${encodeURIComponent(dealerId)}/notes/${encodeURIComponent(reference)}`

/** GET /api/dealers/{dealerId}/notes/{reference}: the dealer's private note (the dealer and their team's admins only). */
export async function getDealerNote(input: { dealerId: string; reference: string }, signal?: AbortSignal): Promise<DealerNote> {
  const { note } = await api.get<{ success: true; note: DealerNote }>(notePath(input.dealerId, input.reference), { signal })
  return note
}

export function getDealerNoteQueryOptions(input: { dealerId: string; reference: string }) {
  return queryOptions({ queryKey: ['curator', 'note', input.dealerId, input.reference], queryFn: ({ signal }) => getDealerNote(input, signal) })
}

export function useDealerNote(input: { dealerId: string; reference: string }) {
  return useQuery(getDealerNoteQueryOptions(input))
}

/** PUT the same path: plain text, an empty text removes the note. */
export async function saveDealerNote(input: { dealerId: string; reference: string; text: string }): Promise<DealerNote> {
  const { note } = await api.put<{ success: true; note: DealerNote }>(notePath(input.dealerId, input.reference), { text: input.text })
  return note
}

export function useSaveDealerNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveDealerNote,
    onSuccess: (note, input) => queryClient.setQueryData(getDealerNoteQueryOptions(input).queryKey, note),
  })
}
