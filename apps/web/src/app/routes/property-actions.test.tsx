// Opening "Ask a question" or "Book a visit" counts as a contact in the listing's figures
// (PATCH /properties/{id}/analytics, anonymous) and, only with the visitor's consent, in the
// site's analytics; a failure of either changes nothing on the page.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAnalyticsSession, type AnalyticsSession } from '../../features/analytics/lib/site-analytics'
import { clearAccessCookie, signedInApi } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { renderRoutes } from '../../testing/render'
import { PropertyActions } from './property-actions'

const ID = '00000000-0000-4000-8000-0000000000c1'

afterEach(() => {
  clearAccessCookie()
  setAnalyticsSession(null)
})

function render(analytics: 'ok' | 'failing') {
  const api = fakeApi({
    ...signedInApi(),
    'PATCH /api/properties/.+/analytics': () =>
      analytics === 'ok' ? { body: { success: true, counted: true } } : { status: 429, body: { success: false, message: 'Too many', code: 'RATE_LIMITED' } },
  })
  renderRoutes([{ path: '/', element: <PropertyActions propertyId={ID} /> }])
  return api
}

describe('property actions', () => {
  it('records a contact when a form to reach the seller opens, not when it closes', async () => {
    const session: AnalyticsSession = { pageView: vi.fn(), track: vi.fn(), stop: vi.fn() }
    setAnalyticsSession(session)
    const api = render('ok')
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }))
    await waitFor(() => expect(api.requests('PATCH', `/api/properties/${ID}/analytics`)).toHaveLength(1))
    expect(api.requests('PATCH', `/api/properties/${ID}/analytics`)[0]!.body).toEqual({ event: 'contact' })
    expect(session.track).toHaveBeenCalledWith('contact', { propertyId: ID })
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }))
    expect(api.requests('PATCH', `/api/properties/${ID}/analytics`)).toHaveLength(1)
  })

  it('without consent (no session) only the listing counts it, and a failed count changes nothing', async () => {
    const api = render('failing')
    await userEvent.click(await screen.findByRole('button', { name: 'Book a visit' }))
    await waitFor(() => expect(api.requests('PATCH', `/api/properties/${ID}/analytics`)).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Book a visit' }).getAttribute('aria-expanded')).toBe('true')
  })
})
