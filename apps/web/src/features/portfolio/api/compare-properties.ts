import { useMutation } from '@tanstack/react-query'
import type { ComparisonResult } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface CompareResponse extends ComparisonResult {
  success: true
}

/** POST /api/properties/compare: a summary per property and the differences between the first two. */
export async function compareProperties(propertyIds: readonly string[]): Promise<ComparisonResult> {
  const { summaries, differences } = await api.post<CompareResponse>('/properties/compare', { propertyIds })
  return { summaries, differences }
}

export function useCompareProperties() {
  return useMutation({ mutationFn: compareProperties })
}
