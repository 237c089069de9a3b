import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AnalyticsSettings } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

const OFF: AnalyticsSettings = { gaMeasurementId: null, metaPixelId: null }

/** GET /api/analytics/config: which tags this deployment has. A failure is "none": nothing to consent to, nothing sent. */
export async function getAnalyticsConfig(): Promise<AnalyticsSettings> {
  try {
    const { gaMeasurementId, metaPixelId } = await api.get<AnalyticsSettings & { success: true }>('/analytics/config', { auth: false })
    return { gaMeasurementId, metaPixelId }
  } catch {
    return OFF
  }
}

export const analyticsConfigQueryOptions = () => queryOptions({ queryKey: ['analytics', 'config'], queryFn: getAnalyticsConfig, staleTime: Infinity })

/** The settings once asked for (`enabled`: ask now); undefined before. */
export function useAnalyticsConfig(enabled = true) {
  return useQuery({ ...analyticsConfigQueryOptions(), enabled }).data
}

export const isAnalyticsConfigured = (settings: AnalyticsSettings | undefined): settings is AnalyticsSettings =>
  Boolean(settings && (settings.gaMeasurementId || settings.metaPixelId))
