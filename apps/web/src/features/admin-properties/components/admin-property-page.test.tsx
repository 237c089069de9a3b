import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, type FakeReply } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import type { AdminProperty } from '../api/get-admin-property'
import { AdminPropertyPage } from './admin-property-page'

const property = makeProperty({ title: 'Garden villa in Kharar', price: 9_000_000 })
const asha = '11111111-1111-4111-8111-111111111111'
const answer: AdminProperty = {
  property,
  featured: { featuredAt: '2026-11-20T10:00:00.000Z', featuredBy: 'admin', featuredByName: 'Admin' },
  owners: [{ userId: asha, name: 'Asha Verma', phoneNumber: '+919800000002', kycStatus: 'verified', share: 100, ownershipType: 'freehold', since: '2026-01-05T10:00:00.000Z' }],
  dealer: null,
  history: {
    prices: [
      { oldPrice: 8_500_000, newPrice: 9_000_000, changedBy: asha, changedByName: 'Asha Verma', changedAt: '2026-11-01T10:00:00.000Z' },
      { oldPrice: null, newPrice: 8_500_000, changedBy: asha, changedByName: 'Asha Verma', changedAt: '2026-01-05T10:00:00.000Z' },
    ],
    ownership: [{ previousOwners: [], newOwners: [{ userId: asha, share: 100 }], changedBy: asha, changedByName: null, changedAt: '2026-01-05T10:00:00.000Z' }],
    dealers: [],
  },
}

function renderPage(score: () => FakeReply) {
  const api = fakeApi({
    'GET /api/admin/properties/[^/]+': () => ({ body: { success: true, ...answer } }),
    'GET /api/properties/[^/]+/score': score,
  })
  renderRoutes([{ path: '/admin/property/:propertyId', element: <AdminPropertyPage propertyId={property.id}>{(stored) => <p>Panels of {stored.reference}</p>}</AdminPropertyPage> }], `/admin/property/${property.id}`)
  return api
}

describe('AdminPropertyPage', () => {
  it('shows the listing, its owners, history and score factors, and the panels the route adds', async () => {
    renderPage(() => ({
      body: {
        success: true,
        score: {
          computed: 71,
          override: { score: 80, reason: 'Site visit confirmed the road', by: 'admin', at: '2026-11-21T10:00:00.000Z' },
          effective: 80,
          factors: [{ key: 'boundary', label: 'Valid boundary', points: 20, maxPoints: 20, reason: 'The plot is drawn and checked' }],
          flags: ['rera-missing'],
          computedAt: '2026-11-21T09:00:00.000Z',
        },
      },
    }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden villa in Kharar' })).toBeTruthy()
    expect(screen.getByText(/Featured since/)).toBeTruthy()
    expect(screen.getByText('Asha Verma').closest('li')?.textContent).toContain('100% freehold')
    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getByText(/₹85,00,000 to ₹90,00,000/)).toBeTruthy()
    expect(within(history).getByText(/Owned by Asha Verma \(100%\)/)).toBeTruthy()
    const score = screen.getByRole('region', { name: 'Score' })
    expect(await within(score).findByText('Valid boundary')).toBeTruthy()
    expect(score.textContent).toContain('computed 71, set by an admin')
    expect(score.textContent).toContain('Site visit confirmed the road')
    expect(score.textContent).toContain('rera-missing')
    expect(screen.getByText(`Panels of ${property.reference}`)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/admin/property/edit/${property.id}`)
  })

  it("says 'Not scored yet' when the listing has no score", async () => {
    renderPage(() => ({ status: 404, body: { success: false, message: 'Not scored', code: 'NOT_FOUND' } }))
    expect(await screen.findByText('Not scored yet.')).toBeTruthy()
  })
})
