// The analytics island's door, in the first-load code: tiny on purpose. When the browser is first
// idle it asks the server which tags exist; with none, nothing more happens (no banner: nothing to
// consent to). With one, the banner loads until the visitor chooses, and after 'granted' the
// session (tags and tracker) loads and records a page view per page.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { useLocation } from 'react-router'
import { withChunkTimeout } from '../../../lib/chunk-timeout'
import { isAnalyticsConfigured, useAnalyticsConfig } from '../api/get-analytics-config'
import { consentStore } from '../lib/consent'
import type { ConsentBannerProps } from './consent-banner'
import { currentAnalyticsSession, setAnalyticsSession } from '../lib/site-analytics'

const noBanner: ComponentType<ConsentBannerProps> = () => null

const ConsentBanner = lazy(() =>
  withChunkTimeout(import('./consent-banner'), 'consent-banner').then(
    (module): { default: ComponentType<ConsentBannerProps> } => ({ default: module.ConsentBanner }),
    // No banner, no consent: nothing is sent.
    () => ({ default: noBanner }),
  ),
)

const IDLE_TIMEOUT_MS = 2000

function useIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(() => setIsIdle(true), 200)
    return () => window.clearTimeout(id)
  }, [])
  return isIdle
}

export function AnalyticsRoot() {
  const settings = useAnalyticsConfig(useIdle())
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null)
  const isPreferencesOpen = useSyncExternalStore(consentStore.subscribe, consentStore.isPreferencesOpen, () => false)
  const { pathname } = useLocation()
  const configured = isAnalyticsConfigured(settings)
  const isGranted = configured && consent === 'granted'

  useEffect(() => {
    if (!isGranted) return
    let cancelled = false
    withChunkTimeout(import('../lib/analytics-session'), 'analytics-session')
      .then(({ startAnalyticsSession }) => {
        if (cancelled) return
        const session = startAnalyticsSession(settings)
        setAnalyticsSession(session)
        session.pageView(window.location.pathname)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      currentAnalyticsSession()?.stop()
      setAnalyticsSession(null)
    }
  }, [isGranted, settings])

  useEffect(() => {
    currentAnalyticsSession()?.pageView(pathname)
  }, [pathname])

  if (!configured || (consent !== null && !isPreferencesOpen)) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner settings={settings} current={consent} reopened={isPreferencesOpen} />
    </Suspense>
  )
}
