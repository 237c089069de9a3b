// The Curator's pieces outside /dealer: the seller's incoming requests (accept or decline), the
// home page's "Curated by" rows, and a member's teams (leave).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { CuratedRow } from './curated-row'
import { IncomingRequests } from './incoming-requests'
import { MyTeams } from './my-teams'

const listing = { id: 'p1', reference: 'PROP-A1', title: 'Plot in Mohali', status: 'active', city: 'Mohali', state: 'Punjab', locality: 'Sector 70', price: 4_500_000, listingType: 'sale' }

describe('incoming requests', () => {
  it('lets the owner accept a dealer, as plain text, and hides itself when none wait', async () => {
    let pending = true
    const api = fakeApi({
      'GET /api/users/me/representation-requests': () => ({
        body: {
          success: true,
          requests: pending
            ? [{ id: 'r1', propertyId: 'p1', dealerId: 'd1', dealerName: 'Harpreet Gill', message: '<img src=x onerror=alert(1)>', status: 'pending', createdAt: '2026-11-20T10:00:00.000Z', respondedAt: null, property: listing }]
            : [],
          pagination: { page: 1, limit: 50, total: pending ? 1 : 0, pages: 1 },
        },
      }),
      'POST /api/representation-requests/r1/accept': () => {
        pending = false
        return { body: { success: true, request: {} } }
      },
    })
    const { container } = renderRoutes([{ path: '/', element: <IncomingRequests /> }])
    const section = await screen.findByRole('region', { name: 'Dealers asking to represent your listings' })
    expect(within(section).getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    await userEvent.click(within(section).getByRole('button', { name: 'Accept Harpreet Gill for Plot in Mohali' }))
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull())
    expect(api.requests('POST', '/api/representation-requests/r1/accept')).toHaveLength(1)
  })
})

describe('the Curated by row', () => {
  it("shows each dealer's featured listings under their name, linked", async () => {
    fakeApi({ 'GET /api/curated': () => ({ body: { success: true, curated: [{ dealer: { id: 'd1', name: 'Harpreet Gill' }, listings: [listing] }] } }) })
    renderRoutes([{ path: '/', element: <CuratedRow /> }])
    const row = await screen.findByRole('region', { name: 'Curated by Harpreet Gill' })
    expect(within(row).getByRole('link', { name: /Plot in Mohali/ }).getAttribute('href')).toBe('/PROP-A1')
  })

  it('renders nothing without featured listings', async () => {
    const api = fakeApi({ 'GET /api/curated': () => ({ body: { success: true, curated: [] } }) })
    const { container } = renderRoutes([{ path: '/', element: <CuratedRow /> }])
    await waitFor(() => expect(api.requests('GET', '/api/curated')).toHaveLength(1))
    expect(container.textContent).toBe('')
  })
})

describe('my teams', () => {
  it('lists the teams with the role and leaves one', async () => {
    let teams = [{ teamId: 't1', name: 'Harpreet Gill', dealerId: 'd1', dealerName: 'Harpreet Gill', role: 'agent', joinedAt: '2026-11-20T10:00:00.000Z' }]
    const api = fakeApi({
      'GET /api/users/me/teams': () => ({ body: { success: true, teams } }),
      'GET /api/users/me/team-invitations': () => ({ body: { success: true, invitations: [] } }),
      'DELETE /api/users/me/teams/t1': () => {
        teams = []
        return { body: { success: true } }
      },
    })
    renderRoutes([{ path: '/', element: <MyTeams /> }])
    const section = await screen.findByRole('region', { name: 'Teams' })
    expect(within(section).getByText('· Agent', { exact: false })).toBeTruthy()
    await userEvent.click(within(section).getByRole('button', { name: 'Leave Harpreet Gill' }))
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull())
    expect(api.requests('DELETE', '/api/users/me/teams/t1')).toHaveLength(1)
  })

  it('shows an invitation with the dealer, team and role, and accepting it joins the team', async () => {
    let invitations = [{ id: 'i1', teamId: 't1', teamName: 'Gill Realty', dealerName: 'Harpreet Gill', role: 'agent', sentAt: '2026-11-28T10:00:00.000Z', expiresAt: '2026-12-12T10:00:00.000Z' }]
    let teams: unknown[] = []
    const api = fakeApi({
      'GET /api/users/me/teams': () => ({ body: { success: true, teams } }),
      'GET /api/users/me/team-invitations': () => ({ body: { success: true, invitations } }),
      'POST /api/users/me/team-invitations/i1/accept': () => {
        invitations = []
        teams = [{ teamId: 't1', name: 'Gill Realty', dealerId: 'd1', dealerName: 'Harpreet Gill', role: 'agent', joinedAt: '2026-11-28T11:00:00.000Z' }]
        return { body: { success: true, message: "You joined Harpreet Gill's team" } }
      },
    })
    renderRoutes([{ path: '/', element: <MyTeams /> }])
    const offered = await screen.findByRole('list', { name: 'Invitations to join a team' })
    expect(offered.textContent).toContain('Harpreet Gill invites you to Gill Realty as Agent')
    await userEvent.click(within(offered).getByRole('button', { name: 'Accept the invitation from Harpreet Gill' }))
    expect((await screen.findByRole('status')).textContent).toBe("You joined Harpreet Gill's team")
    const mine = await screen.findByRole('list', { name: 'Your teams' })
    expect(within(mine).getByText('Gill Realty')).toBeTruthy()
    expect(api.requests('POST', '/api/users/me/team-invitations/i1/accept')).toHaveLength(1)
  })
})
