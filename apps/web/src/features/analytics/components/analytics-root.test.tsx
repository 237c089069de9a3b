// The consent banner and what it guards: no banner without a configured tag; with one, no tag
// loads and nothing is sent until the visitor accepts; the choice is kept (localStorage and the
// cookie the server reads) and changed again from "Cookie preferences".
import { CONSENT_COOKIE, type AnalyticsSettings } from '@vishwas/domain'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { resetAnalyticsConfig } from '../api/get-analytics-config'
import { CONSENT_STORAGE_KEY, consentStore } from '../lib/consent'
import { currentAnalyticsSession } from '../lib/site-analytics'
import { AnalyticsRoot } from './analytics-root'
import { CookiePreferencesButton } from './cookie-preferences-button'

type TagWindow = Window & { dataLayer?: unknown; gtag?: unknown; fbq?: unknown; _fbq?: unknown }

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  const w = window as TagWindow
  delete w.dataLayer
  delete w.gtag
  delete w.fbq
  delete w._fbq
  consentStore.reload()
  resetAnalyticsConfig()
})

function setup(settings: AnalyticsSettings) {
  const api = fakeApi({
    'GET /api/analytics/config': () => ({ body: { success: true, ...settings } }),
    'POST /api/analytics/events': (call) => ({ body: { success: true, recorded: (call.body as { events: unknown[] }).events.length, forwarded: 0 } }),
  })
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AnalyticsRoot />
          <p>Home</p>
          <CookiePreferencesButton />
        </>
      ),
    },
  ])
  return { api, view }
}

const gaScript = () => document.head.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]')
const pixelScript = () => document.head.querySelector('script[src="https://connect.facebook.net/en_US/fbevents.js"]')
const banner = () => screen.queryByRole('region', { name: 'Cookies for analytics' })

describe('analytics consent', () => {
  it('shows no banner and no preferences when no tag is configured', async () => {
    const { api } = setup({ gaMeasurementId: null, metaPixelId: null })
    await waitFor(() => expect(api.requests('GET', '/api/analytics/config')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(banner()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull()
    expect(gaScript()).toBeNull()
  })

  it('loads nothing until accepted; then GA4 and the pixel load, events go out, and the choice is kept', async () => {
    const user = userEvent.setup()
    const { api } = setup({ gaMeasurementId: 'G-TEST1234', metaPixelId: '123456789' })
    expect((await screen.findByRole('region', { name: 'Cookies for analytics' })).textContent).toContain('Google Analytics and the Meta pixel')
    expect(gaScript()).toBeNull()
    expect(pixelScript()).toBeNull()
    // Equally prominent: the same classes.
    const accept = screen.getByRole('button', { name: 'Accept' })
    expect(accept.className).toBe(screen.getByRole('button', { name: 'Reject' }).className)

    await user.click(accept)
    expect(banner()).toBeNull()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted')
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=granted`)
    await waitFor(() => expect(gaScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234'))
    expect(pixelScript()).not.toBeNull()
    // The page view goes out with the next batch (every 3 s).
    await waitFor(() => expect(api.requests('POST', '/api/analytics/events')).toHaveLength(1), { timeout: 5000 })
    expect(api.requests('POST', '/api/analytics/events')[0]!.body).toMatchObject({ events: [{ name: 'page_view', path: '/' }] })

    // Changed from the footer: the banner comes back with the focus on it, and a refusal stops the session.
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }))
    expect((await screen.findByRole('region', { name: 'Cookies for analytics' })).textContent).toContain('Your choice now: accepted.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' })))
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(banner()).toBeNull()
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=denied`)
    expect(currentAnalyticsSession()).toBeNull()
  }, 15_000)

  it('after a refusal loads no tag and starts no tracker', async () => {
    const user = userEvent.setup()
    setup({ gaMeasurementId: 'G-TEST1234', metaPixelId: null })
    expect((await screen.findByRole('region', { name: 'Cookies for analytics' })).textContent).toContain('May we use Google Analytics to')
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(banner()).toBeNull()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(gaScript()).toBeNull()
    expect(currentAnalyticsSession()).toBeNull()
  })

  it('does not ask again once the visitor has chosen', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied')
    consentStore.reload()
    setup({ gaMeasurementId: 'G-TEST1234', metaPixelId: null })
    expect(await screen.findByRole('button', { name: 'Cookie preferences' })).toBeTruthy()
    expect(banner()).toBeNull()
  })
})
