import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { invalidateProperties } from './invalidate-properties'

export interface ImportResult {
  properties: Property[]
  count: number
}

interface ImportResponse extends ImportResult {
  success: true
}

/** POST /api/properties/import with the file's text; the server parses and checks it. */
export async function importProperties(data: string): Promise<ImportResult> {
  const { properties, count } = await api.post<ImportResponse>('/properties/import', { data })
  return { properties, count }
}

export function useImportProperties() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: importProperties, onSuccess: () => invalidateProperties(queryClient) })
}
