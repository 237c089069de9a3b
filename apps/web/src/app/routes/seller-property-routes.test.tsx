import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJsonSchema, messages } from '@vishwas/domain'
import { clearAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { makeProperty } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import { routes } from '../router'

// Leaflet needs a real browser; these tests are about the routes around the form.
vi.mock('../../features/property-form/components/boundary-map', () => ({ default: () => <div data-testid="boundary-map" /> }))

afterEach(clearAccessCookie)

const seller = userRecord({ roles: { isAdmin: false, isSeller: true, isDealer: false } })

function sellerApi() {
  const property = { ...makeProperty({ title: 'Garden villa in Kharar' }), reference: 'PROP-MABC12-XY34' }
  return fakeApi({
    ...signedInApi(seller),
    'GET /api/schemas/property': () => ({ body: { success: true, schema: getJsonSchema('property') } }),
    'GET /api/properties/PROP-MABC12-XY34': () => ({ body: { success: true, property } }),
  })
}

describe('seller property form routes', () => {
  it('opens the smart form at /seller/property/create', async () => {
    sellerApi()
    renderRoutes(routes, '/seller/property/create')
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Property' })).toBeTruthy()
    expect(await screen.findByTestId('boundary-map')).toBeTruthy()
  })

  it('opens the plain form at /seller/properties/new, not a property called "new"', async () => {
    const calls = sellerApi()
    renderRoutes(routes, '/seller/properties/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'New property' })).toBeTruthy()
    expect(calls.requests('GET', '/api/properties/new')).toHaveLength(0)
  })

  it('opens the stored property at /seller/properties/{id}/edit', async () => {
    sellerApi()
    renderRoutes(routes, '/seller/properties/PROP-MABC12-XY34/edit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit property' })).toBeTruthy()
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Garden villa in Kharar')
  })

  it('sends a buyer home with the seller message', async () => {
    fakeApi({ ...signedInApi(userRecord()), 'GET /api/properties/public': () => ({ body: { success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }) })
    const { router } = renderRoutes(routes, '/seller/property/create')
    expect(await screen.findByText(messages.sellerPrivilegesRequired)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})
