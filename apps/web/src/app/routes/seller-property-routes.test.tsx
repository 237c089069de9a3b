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

const REF = 'PROP-MABC12-XY34'
const invalidReference = "Invalid path parameter 'reference': must be a property UUID or a PROP- reference"

/** The seller's own listing by default; `ownerId` makes it someone else's. */
function sellerApi({ ownerId = seller.id, overrides = {} }: { ownerId?: string; overrides?: Parameters<typeof fakeApi>[0] } = {}) {
  const base = makeProperty({ title: 'Garden villa in Kharar' })
  const property = { ...base, reference: REF, ownership: { owners: [], ownerId } }
  return fakeApi({
    ...signedInApi(seller),
    'GET /api/schemas/property': () => ({ body: { success: true, schema: getJsonSchema('property') } }),
    [`GET /api/properties/${REF}`]: () => ({ body: { success: true, property } }),
    [`GET /api/properties/public/${REF}`]: () => ({ body: { success: true, property } }),
    'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    'GET /api/properties/nope': () => ({ status: 400, body: { success: false, message: invalidReference, code: 'VALIDATION_ERROR' } }),
    ...overrides,
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
    renderRoutes(routes, `/seller/properties/${REF}/edit`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit property' })).toBeTruthy()
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Garden villa in Kharar')
  })

  it("sends a seller who may not manage the listing to its page with SPEC's message, without the form", async () => {
    const calls = sellerApi({ ownerId: 'did-someone-else' })
    const { router } = renderRoutes(routes, `/seller/properties/${REF}/edit`)
    expect(await screen.findByText(messages.propertyToolsDenied)).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/${REF}`)
    expect(screen.queryByRole('heading', { name: 'Edit property' })).toBeNull()
    expect(screen.queryByLabelText('Title')).toBeNull()
    expect(calls.requests('PUT', `/api/properties/${REF}`)).toHaveLength(0)
  })

  it("says 'Error verifying property access' when the check fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sellerApi({ overrides: { [`GET /api/properties/${REF}`]: () => ({ status: 500, body: { success: false, message: 'Server error', code: 'INTERNAL' } }) } })
    const { router } = renderRoutes(routes, `/seller/properties/${REF}/edit`)
    expect(await screen.findByText(messages.propertyAccessVerificationFailed)).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/${REF}`)
  })

  it.each([
    ['an id that is neither a UUID nor a reference', '/seller/properties/nope/edit'],
    ['a missing UUID', '/seller/properties/99999999-9999-4999-8999-999999999999/edit'],
  ])("says 'Property not found' for %s, with the way back to My Portfolio", async (_case, path) => {
    sellerApi()
    renderRoutes(routes, path)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(messages.propertyNotFound)
    expect(alert.textContent).not.toContain('Invalid path parameter')
    expect(screen.getByRole('link', { name: 'Back to My Portfolio' }).getAttribute('href')).toBe('/seller/properties')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it.each([
    ['viewer', false],
    ['agent', true],
  ] as const)("gives a dealer team's %s the dealer's listing as their role allows", async (role, changes) => {
    const DEALER = 'did-dealer'
    const member = userRecord({ roles: { isAdmin: false, isSeller: false, isDealer: false } })
    const property = { ...makeProperty({ title: 'Garden villa in Kharar' }), reference: REF, ownership: { owners: [], ownerId: 'did-owner' }, dealerInfo: { currentDealer: { userId: DEALER } } }
    const deed = { id: 'doc-1', url: '/api/files/deed.pdf', path: 'deed.pdf', filename: 'deed.pdf', originalName: 'deed.pdf', type: 'sale_deed', category: 'titleDeed', contentType: 'application/pdf', size: 10, metadata: { uploadedBy: 'did-owner', verified: false, verificationStatus: 'pending', archived: false, expiryStatus: 'none' } }
    fakeApi({
      ...signedInApi(member),
      'GET /api/users/me/teams': () => ({ body: { success: true, teams: [{ teamId: 't', name: 'Harpreet Gill', dealerId: DEALER, dealerName: 'Harpreet Gill', role, joinedAt: '2026-11-01T00:00:00.000Z' }] } }),
      [`GET /api/properties/${REF}`]: () => ({ body: { success: true, property } }),
      [`GET /api/properties/${REF}/documents`]: () => ({ body: { success: true, documents: [deed] } }),
      [`GET /api/properties/${REF}/required-documents`]: () => ({ body: { success: true, checklist: { dealType: 'sale', required: ['titleDeed'], complete: true, missing: [], present: ['titleDeed'], verified: [], unverified: ['titleDeed'] } } }),
      [`GET /api/properties/${REF}/media`]: () => ({ body: { success: true, media: [] } }),
      [`GET /api/properties/${REF}/dealer-changes`]: () => ({ body: { success: true, changes: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }),
    })
    renderRoutes(routes, `/seller/properties/${REF}`)
    expect(await screen.findByRole('link', { name: 'deed.pdf' })).toBeTruthy()
    expect(Boolean(screen.queryByRole('link', { name: 'Edit' }))).toBe(changes)
    expect(Boolean(screen.queryByRole('button', { name: 'Delete deed.pdf' }))).toBe(changes)
    expect(Boolean(screen.queryByRole('heading', { name: 'Photos and videos' }))).toBe(changes)
    expect(Boolean(screen.queryByText(/^You can view this listing, but only/))).toBe(!changes)
  })

  it('sends a buyer home with the seller message', async () => {
    fakeApi({ ...signedInApi(userRecord()), 'GET /api/properties/public': () => ({ body: { success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }) })
    const { router } = renderRoutes(routes, '/seller/property/create')
    expect(await screen.findByText(messages.sellerPrivilegesRequired)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})
