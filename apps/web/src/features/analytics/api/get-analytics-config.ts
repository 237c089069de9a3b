import { useEffect, useSyncExternalStore } from 'react'
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

// Asked once a page load and kept outside React (the footer reads it too, without a query
// client: the settings never change while the page lives).
let settings: AnalyticsSettings | undefined
let request: Promise<AnalyticsSettings> | undefined
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function loadAnalyticsConfig(): Promise<AnalyticsSettings> {
  request ??= getAnalyticsConfig().then((loaded) => {
    settings = loaded
    listeners.forEach((listener) => listener())
    return loaded
  })
  return request
}

/** The settings once asked for (`load`: ask now, once); undefined before they arrive. */
export function useAnalyticsConfig(load: boolean): AnalyticsSettings | undefined {
  useEffect(() => {
    if (load) void loadAnalyticsConfig()
  }, [load])
  // On the server and while hydrating: not asked yet.
  return useSyncExternalStore(subscribe, () => settings, () => undefined)
}

/** Tests: forget the settings so the next render asks again. */
export function resetAnalyticsConfig(): void {
  settings = undefined
  request = undefined
}

export const isAnalyticsConfigured = (value: AnalyticsSettings | undefined): value is AnalyticsSettings =>
  Boolean(value && (value.gaMeasurementId || value.metaPixelId))
