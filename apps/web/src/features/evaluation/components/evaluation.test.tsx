import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { AdminPropertyScore } from '../api/types'
import { AdminScoresPage } from './admin-scores-page'
import WhyThisScore from './why-this-score'

const score: AdminPropertyScore = {
  propertyId: '11111111-2222-4333-8444-555555555555',
  reference: 'PROP-TEST1-AB12',
  title: 'Corner plot in Sector 82',
  city: 'Mohali',
  locality: 'Sector 82',
  computed: 58,
  effective: 58,
  override: null,
  overrideByName: null,
  computedAt: '2026-11-20T10:30:00.000Z',
  flags: [{ key: 'price-far-above-locality', message: 'Price per sq ft is 150% above similar listings in the locality' }],
  factors: [
    { key: 'boundary', label: 'Boundary', points: 15, maxPoints: 15, reason: 'The boundary is drawn and valid' },
    { key: 'ownerKyc', label: "Owner's identity", points: 0, maxPoints: 10, reason: "Owner's identity not verified yet" },
  ],
}

describe('WhyThisScore', () => {
  it('shows the score, each factor with its points and reason, and the flags', async () => {
    fakeApi({ [`GET /api/properties/${score.propertyId}/score`]: () => ({ body: { success: true, score: { ...score, override: { score: 80, reason: 'Inspected', by: 'x', at: score.computedAt } , effective: 80 } } }) })
    renderRoutes([{ path: '/', element: <WhyThisScore propertyId={score.propertyId} /> }], '/')
    expect(await screen.findByText('80')).toBeTruthy()
    expect(screen.getByText("Owner's identity not verified yet")).toBeTruthy()
    expect(screen.getByText('0 / 10')).toBeTruthy()
    expect(screen.getByText(/Price per sq ft is 150% above/)).toBeTruthy()
    expect(screen.getByText(/Set to 80 by our team \(the rules give 58\)/)).toBeTruthy()
  })

  it('says when the listing is not scored yet', async () => {
    fakeApi({ 'GET /api/properties/[^/]+/score': () => ({ status: 404, body: { success: false, message: 'This property has not been scored yet', code: 'NOT_FOUND' } }) })
    renderRoutes([{ path: '/', element: <WhyThisScore propertyId="p1" /> }], '/')
    expect(await screen.findByText('This property has not been scored yet.')).toBeTruthy()
  })
})

describe('AdminScoresPage', () => {
  it('lists scores and overrides one with a required reason', async () => {
    const api = fakeApi({
      'GET /api/admin/evaluation/properties': () => ({ body: { success: true, scores: [score], pagination: { page: 1, limit: 20, total: 1, pages: 1 } } }),
      'PUT /api/admin/evaluation/properties/[^/]+/override': () => ({ body: { success: true, score: { ...score, effective: 75, override: { score: 75, reason: 'Inspected', by: 'a', at: score.computedAt } } } }),
    })
    renderRoutes([{ path: '/', element: <AdminScoresPage /> }], '/')
    const user = userEvent.setup()
    const item = (await screen.findByText('Corner plot in Sector 82')).closest('li') as HTMLElement
    expect(item.textContent).toContain('Price per sq ft is 150% above')
    await user.click(within(item).getByText('Why this score, and override'))
    const scoreField = within(item).getByLabelText('Score (0 to 100)')
    await user.clear(scoreField)
    await user.type(scoreField, '75')
    await user.click(within(item).getByRole('button', { name: 'Override' }))
    expect((await within(item).findByRole('alert')).textContent).toBe('A reason is required to override a score')
    await user.type(within(item).getByLabelText('Reason (required)'), 'Inspected')
    await user.click(within(item).getByRole('button', { name: 'Override' }))
    await vi.waitFor(() => expect(api.requests('PUT', `/api/admin/evaluation/properties/${score.propertyId}/override`)).toHaveLength(1))
    expect(api.requests('PUT', `/api/admin/evaluation/properties/${score.propertyId}/override`)[0]?.body).toEqual({ score: 75, reason: 'Inspected' })
    await user.selectOptions(screen.getByLabelText('Show'), 'flagged')
    await vi.waitFor(() => expect(api.calls.some((call) => call.url.searchParams.get('flagged') === 'true')).toBe(true))
  })
})
