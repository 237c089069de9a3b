// The profile's invitations: the listings that name the user, waiting for their answer.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { InvitationsSection } from './invitations-section'

const invitation = (id: string, role: 'owner' | 'dealer', title: string) => ({
  id,
  role,
  share: role === 'owner' ? 40 : null,
  ownershipType: role === 'owner' ? 'joint' : null,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  inviterName: 'Priya Verma',
  property: { id: `p-${id}`, reference: `PROP-${id.toUpperCase()}-1`, title, city: 'Mohali', state: 'Punjab', status: 'active' },
})

function renderSection(pending: ReturnType<typeof invitation>[]) {
  let open = [...pending]
  const api = fakeApi({
    'GET /api/users/me/invitations': () => ({ body: { success: true, invitations: open, pagination: { page: 1, limit: 100, total: open.length, pages: 1 } } }),
    'POST /api/users/me/invitations/[^/]+/(accept|decline)': ({ url }) => {
      const id = url.pathname.split('/')[5]
      open = open.filter((item) => item.id !== id)
      return { body: { success: true, invitation: { id, status: url.pathname.endsWith('accept') ? 'accepted' : 'declined' } } }
    },
  })
  render(
    <QueryClientProvider client={testQueryClient()}>
      <InvitationsSection />
    </QueryClientProvider>,
  )
  return { api, user: userEvent.setup() }
}

describe('InvitationsSection', () => {
  it('lists who named the user, as what, on which listing', async () => {
    renderSection([invitation('a1', 'owner', 'Corner plot in Sector 82'), invitation('b2', 'dealer', 'Shop in Phase 7')])
    const list = await screen.findByRole('region', { name: 'Invitations' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]?.textContent).toContain('Corner plot in Sector 82')
    expect(items[0]?.textContent).toContain('Priya Verma named you as an owner of 40% · Joint · Mohali, Punjab')
    expect(items[1]?.textContent).toContain('named you as the dealer')
  })

  it('accepts and declines through the API, and the answered ones leave the list', async () => {
    const { api, user } = renderSection([invitation('a1', 'owner', 'Corner plot in Sector 82'), invitation('b2', 'dealer', 'Shop in Phase 7')])
    await user.click(await screen.findByRole('button', { name: 'Accept: Corner plot in Sector 82' }))
    expect(api.requests('POST', '/api/users/me/invitations/a1/accept')).toHaveLength(1)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decline: Shop in Phase 7' }).disabled).toBe(false))
    await user.click(screen.getByRole('button', { name: 'Decline: Shop in Phase 7' }))
    expect(api.requests('POST', '/api/users/me/invitations/b2/decline')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull())
  })

  it('shows nothing when there is no invitation', async () => {
    const { api } = renderSection([])
    await waitFor(() => expect(api.requests('GET', '/api/users/me/invitations')).toHaveLength(1))
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull()
  })
})
