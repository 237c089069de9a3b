import { useAnalyticsConfig, isAnalyticsConfigured } from '../api/get-analytics-config'
import { consentStore } from '../lib/consent'

/**
 * The footer's "Cookie preferences": opens the consent banner again. Shown only when a tag is
 * configured (otherwise there is nothing to choose); it reads the settings the root asked for.
 */
export function CookiePreferencesButton({ className = '' }: { className?: string }) {
  const settings = useAnalyticsConfig(false)
  if (!isAnalyticsConfigured(settings)) return null
  return (
    <button type="button" className={className} onClick={() => consentStore.openPreferences()}>
      Cookie preferences
    </button>
  )
}
