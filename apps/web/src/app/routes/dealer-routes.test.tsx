// /dealer, the Curator: dealers only (others go home with the reason); the dealer's listings with
// release (confirmed), feature (an eleventh refused with the server's message) and private notes;
// requests with status and withdraw; the team.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Property } from '@vishwas/domain'
import { clearAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi, type FakeCall } from '../../testing/fake-api'
import { makeProperty } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import { routes } from '../router'

afterEach(clearAccessCookie)

const dealer = userRecord({ id: 'did-dealer', uid: 'uid-dealer', fullName: 'Harpreet Gill', roles: { isAdmin: false, isSeller: false, isDealer: true } })
const represented = (title: string): Property => ({ ...makeProperty({ title }), dealerInfo: { currentDealer: { userId: 'did-dealer' } } })
const page = (properties: Property[]) => ({ success: true, properties, pagination: { page: 1, limit: 20, total: properties.length, pages: 1 }, history: [] })
const summary = (p: Property) => ({ id: p.id, reference: p.reference, title: p.basicInfo.title, status: 'active', city: 'Mohali', state: 'Punjab', locality: 'Sector 70', price: 4_500_000, listingType: 'sale' })

function dealerApi(routesOverride: Record<string, (call: FakeCall) => { status?: number; body: unknown }> = {}) {
  const villa = represented('Villa in Kharar')
  const sold = { ...makeProperty({ title: 'Flat in Zirakpur' }), dealerInfo: { currentDealer: null } }
  const api = fakeApi({
    ...signedInApi(dealer),
    'GET /api/properties/by-dealer': () => ({ body: page([villa, sold]) }),
    'GET /api/dealer/featured': () => ({ body: { success: true, featured: [] } }),
    'POST /api/dealer/listings/.+/release': () => ({ body: { success: true, message: 'Listing released' } }),
    'PUT /api/dealer/featured/.+': () => ({ status: 409, body: { success: false, message: 'You can feature at most 10 listings. Unfeature one before featuring another.', code: 'CONFLICT' } }),
    'GET /api/dealers/did-dealer/notes/.+': () => ({ body: { success: true, note: { propertyId: villa.id, text: 'Owner abroad till March', updatedAt: '2026-11-20T10:00:00.000Z' } } }),
    'PUT /api/dealers/did-dealer/notes/.+': (call) => ({ body: { success: true, note: { propertyId: villa.id, text: (call.body as { text: string }).text, updatedAt: '2026-11-28T10:00:00.000Z' } } }),
    'GET /api/dealer/representation-requests': () => ({
      body: {
        success: true,
        requests: [{ id: 'r1', propertyId: sold.id, dealerId: 'did-dealer', dealerName: 'Harpreet Gill', message: '', status: 'pending', createdAt: '2026-11-20T10:00:00.000Z', respondedAt: null, property: summary(sold) }],
        pagination: { page: 1, limit: 20, total: 1, pages: 1 },
      },
    }),
    'DELETE /api/dealer/representation-requests/r1': () => ({ body: { success: true } }),
    'POST /api/dealer/representation-requests': () => ({ status: 422, body: { success: false, message: 'You can ask to represent an active listing only', code: 'UNPROCESSABLE' } }),
    'GET /api/dealer/team': () => ({ body: { success: true, team: { id: null, name: '', ownerId: 'did-dealer', members: [], invitations: [] } } }),
    'POST /api/dealer/team/invitations': () => ({
      status: 201,
      body: {
        success: true,
        message: 'Invitation sent to +91 98000 00007',
        team: { id: 't1', name: 'Harpreet Gill', ownerId: 'did-dealer', members: [], invitations: [{ id: 'i1', phoneNumber: '+919800000007', role: 'viewer', sentAt: '2026-11-28T10:00:00.000Z', expiresAt: '2026-12-12T10:00:00.000Z' }] },
      },
    }),
    'DELETE /api/dealer/team/invitations/i1': () => ({
      body: { success: true, message: 'Invitation withdrawn', team: { id: 't1', name: 'Harpreet Gill', ownerId: 'did-dealer', members: [], invitations: [] } },
    }),
    ...routesOverride,
  })
  return { api, villa, sold }
}

describe('/dealer', () => {
  it('sends a seller home with the reason', async () => {
    fakeApi({ ...signedInApi(userRecord({ roles: { isAdmin: false, isSeller: true, isDealer: false } })), 'GET /api/properties/public': () => ({ body: { success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }) })
    const { router } = renderRoutes(routes, '/dealer')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('You need dealer privileges to access this page')).toBeTruthy()
  })

  it("lists the dealer's listings now and before, releases one after confirming, and shows why an eleventh feature is refused", async () => {
    const { api, villa } = dealerApi()
    renderRoutes(routes, '/dealer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Curator' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'My listings', selected: true })).toBeTruthy()
    await screen.findByText('Villa in Kharar')
    expect(api.calls.find((c) => c.url.pathname === '/api/properties/by-dealer')?.url.searchParams.get('includeHistory')).toBe('true')
    const rows = within(screen.getByRole('region', { name: 'My listings' })).getAllByRole('listitem')
    expect(within(rows[0]!).getByText('Representing')).toBeTruthy()
    expect(within(rows[1]!).getByText('Before')).toBeTruthy()
    expect(within(rows[1]!).queryByRole('button', { name: /Release/ })).toBeNull()

    const events = userEvent.setup()
    await events.click(screen.getByRole('button', { name: 'Feature Villa in Kharar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('You can feature at most 10 listings. Unfeature one before featuring another.')

    await events.click(screen.getByRole('button', { name: 'Release Villa in Kharar' }))
    const dialog = await screen.findByRole('alertdialog', { name: `Release ${villa.reference}?` })
    await events.click(within(dialog).getByRole('button', { name: 'Release listing' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.requests('POST', `/api/dealer/listings/${villa.reference}/release`)).toHaveLength(1)
  })

  it('keeps a private note per listing, saying who sees it', async () => {
    const { api, villa } = dealerApi()
    renderRoutes(routes, '/dealer')
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Private note: Villa in Kharar' }))
    const note = await screen.findByLabelText('Private note on Villa in Kharar')
    expect((note as HTMLTextAreaElement).value).toBe('Owner abroad till March')
    expect(screen.getByText('Only you and your team’s admins see this note; never the owners or buyers.')).toBeTruthy()
    await events.clear(note)
    await events.type(note, '<b>call</b> after 6')
    await events.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(api.requests('PUT', `/api/dealers/did-dealer/notes/${villa.reference}`)[0]?.body).toEqual({ text: '<b>call</b> after 6' })
  })

  it('lists requests with their status, withdraws a pending one, and shows why a request is refused', async () => {
    const { api } = dealerApi()
    renderRoutes(routes, '/dealer')
    const events = userEvent.setup()
    await events.click(await screen.findByRole('tab', { name: 'Requests' }))
    const list = await screen.findByRole('list', { name: 'Your requests' })
    expect(within(list).getByText('Pending')).toBeTruthy()
    await events.click(within(list).getByRole('button', { name: 'Withdraw request for Flat in Zirakpur' }))
    await waitFor(() => expect(api.requests('DELETE', '/api/dealer/representation-requests/r1')).toHaveLength(1))
    await events.type(screen.getByLabelText('Listing reference'), 'PROP-DRAFT1')
    await events.click(screen.getByRole('button', { name: 'Ask to represent' }))
    expect((await screen.findByRole('alert')).textContent).toBe('You can ask to represent an active listing only')
  })

  it('invites a phone number with a role, says the same for any number, and withdraws the invitation', async () => {
    const { api } = dealerApi()
    renderRoutes(routes, '/dealer')
    const events = userEvent.setup()
    await events.click(await screen.findByRole('tab', { name: 'Team' }))
    await events.type(await screen.findByLabelText('Phone number'), '+91 98000 00007')
    await events.selectOptions(screen.getByLabelText('Role'), 'viewer')
    await events.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect((await screen.findByRole('status')).textContent).toBe('Invitation sent to +91 98000 00007')
    const open = await screen.findByRole('list', { name: 'Open invitations' })
    expect(within(open).getByText('+91 98000 00007')).toBeTruthy()
    expect(within(open).getByText('Invited as Viewer', { exact: false })).toBeTruthy()
    expect(api.requests('POST', '/api/dealer/team/invitations')[0]?.body).toEqual({ phoneNumber: '+91 98000 00007', role: 'viewer' })
    await events.click(within(open).getByRole('button', { name: 'Withdraw the invitation to +91 98000 00007' }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Open invitations' })).toBeNull())
    expect(api.requests('DELETE', '/api/dealer/team/invitations/i1')).toHaveLength(1)
  })
})
