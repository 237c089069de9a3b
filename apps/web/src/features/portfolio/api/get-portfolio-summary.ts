import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PropertyStatus } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export const recentChangeKinds = ['price', 'ownership', 'dealer', 'created', 'updated'] as const
export type RecentChangeKind = (typeof recentChangeKinds)[number]

export interface RecentChange {
  propertyId: string
  reference: string
  title: string
  kind: RecentChangeKind
  at: string
  detail: string
  /** On a line grouping 'Details updated' entries in a row: the other listings updated, newest first. */
  alsoUpdated?: { propertyId: string; reference: string; title: string; at: string }[]
}

/** The seller dashboard's figures over the caller's own properties. */
export interface PortfolioSummary {
  total: number
  byStatus: Record<PropertyStatus, number>
  byType: Record<string, number>
  /** Sum of the prices of active listings, in rupees. */
  totalListedValue: number
  totalViews: number
  /** The latest changes, newest first. */
  recentChanges: RecentChange[]
}

interface SummaryResponse {
  success: true
  summary: PortfolioSummary
}

export const portfolioSummaryKey = ['properties', 'summary'] as const

/** GET /api/properties/summary. */
export async function getPortfolioSummary(signal?: AbortSignal): Promise<PortfolioSummary> {
  const { summary } = await api.get<SummaryResponse>('/properties/summary', { signal })
  return summary
}

export function getPortfolioSummaryQueryOptions() {
  return queryOptions({ queryKey: portfolioSummaryKey, queryFn: ({ signal }) => getPortfolioSummary(signal) })
}

export function usePortfolioSummary() {
  return useQuery(getPortfolioSummaryQueryOptions())
}
