// The ownership card: owners, dealer and the pending invitations to the listing's managers;
// "Owner" and whether it is verified to anyone else.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { toPublicProperty, type Property } from '@vishwas/domain'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { testQueryClient } from '../../../testing/render'
import { OwnershipCard } from './ownership-card'

const property: Property = {
  ...makeProperty({ id: '11111111-2222-4333-8444-555555555555' }),
  ownership: { owners: [{ userId: 'did-asha', name: 'Asha Verma', share: 100 }], ownerId: 'did-asha' },
}

const ownersOnly = { success: false, message: "Only the listing's owners or an admin can change its owners", code: 'FORBIDDEN' }

function renderCard(view: Parameters<typeof OwnershipCard>[0], withdrawal: 'allowed' | 'refused' = 'allowed') {
  let pending = [
    { id: 'inv-1', role: 'owner', share: 40, ownershipType: 'joint', status: 'pending', inviteeId: 'did-ravi', inviteeName: 'Ravi Verma', inviterName: 'Asha Verma', createdAt: '2026-11-20T10:00:00.000Z' },
  ]
  const api = fakeApi({
    'GET /api/properties/[^/]+/invitations': () => ({ body: { success: true, invitations: pending } }),
    'DELETE /api/properties/[^/]+/invitations/[^/]+': () => {
      if (withdrawal === 'refused') return { status: 403, body: ownersOnly }
      pending = []
      return { body: { success: true, invitation: { id: 'inv-1', status: 'withdrawn' } } }
    },
  })
  render(
    <QueryClientProvider client={testQueryClient()}>
      <OwnershipCard {...view} />
    </QueryClientProvider>,
  )
  return { api, user: userEvent.setup() }
}

describe('OwnershipCard', () => {
  it("shows the managers who is waiting for consent, and withdraws an invitation", async () => {
    const { api, user } = renderCard({ property, viewerId: 'did-asha', canManage: true })
    const section = await screen.findByRole('region', { name: 'Waiting for consent' })
    expect(within(section).getByText('Ravi Verma')).toBeTruthy()
    expect(within(section).getByText('Invited as an owner of 40% · Joint')).toBeTruthy()
    await user.click(within(section).getByRole('button', { name: 'Withdraw invitation to Ravi Verma' }))
    expect(api.requests('DELETE', `/api/properties/${property.id}/invitations/inv-1`)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for consent' })).toBeNull())
  })

  it("says why when the server refuses a withdrawal (an owner invitation is the owners' or an admin's to withdraw)", async () => {
    const { api, user } = renderCard({ property, viewerId: 'did-dealer', canManage: true }, 'refused')
    const section = await screen.findByRole('region', { name: 'Waiting for consent' })
    await user.click(within(section).getByRole('button', { name: 'Withdraw invitation to Ravi Verma' }))
    const alert = await within(section).findByRole('alert')
    expect(alert.textContent).toContain(ownersOnly.message)
    expect(api.requests('DELETE', `/api/properties/${property.id}/invitations/inv-1`)).toHaveLength(1)
    expect(within(section).getByText('Ravi Verma')).toBeTruthy()
  })

  it('asks for no invitations for a reader who does not manage the listing', async () => {
    const { api } = renderCard({ property, viewerId: 'did-buyer', canManage: false })
    expect(await screen.findByText('Asha Verma')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  it('shows "Owner" and whether ownership is verified for the public view, and no one by name', async () => {
    const { api } = renderCard({ property: toPublicProperty(property), viewerId: 'did-buyer' })
    expect(await screen.findByText('Owner')).toBeTruthy()
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.getByText('Owners are named only to the people who manage this listing.')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Asha')
    expect(api.calls).toHaveLength(0)
  })
})
