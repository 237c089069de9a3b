import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { indianStates } from '@vishwas/domain'
import { fakeApi, type FakeCall } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { PROFILE_SAVED } from './profile-form'
import { ProfilePage } from './profile-page'

const record = {
  id: 'did-asha',
  uid: 'uid-asha',
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  phoneNumber: '+919876543210',
  accountType: 'individual',
  kycStatus: 'pending',
  createdAt: '2025-06-01T10:00:00.000Z',
  country: 'India',
  state: 'Punjab',
  city: 'Mohali',
  roles: { isAdmin: false, isSeller: true, isDealer: false },
}

function profileApi(put: (call: FakeCall) => { status?: number; body: unknown } = ({ body }) => ({ body: { success: true, user: { ...record, ...(body as object) } } })) {
  return fakeApi({ 'GET /api/users/did-asha': () => ({ body: { success: true, user: record } }), 'PUT /api/users/did-asha': put })
}

function renderProfile() {
  const onSaved = vi.fn()
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ProfilePage userId="did-asha" initialUser={null} onSaved={onSaved} />
    </QueryClientProvider>,
  )
  return { onSaved, user: userEvent.setup() }
}

describe('profile page', () => {
  it('shows the phone number read-only, the KYC status as a badge and the fields to edit', async () => {
    profileApi()
    renderProfile()
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy()
    expect(await screen.findByText('+91 98765 43210')).toBeTruthy()
    expect(screen.queryByDisplayValue('+919876543210')).toBeNull()
    expect(screen.getByText('KYC: Pending review')).toBeTruthy()
    expect(screen.getByText('Seller', { selector: 'span' })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Asha Verma')
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('asha@example.in')
    expect(screen.getByLabelText<HTMLSelectElement>('State').value).toBe('Punjab')
    const states = within(screen.getByLabelText('State')).getAllByRole('option').slice(1)
    expect(states.map((o) => o.textContent)).toEqual([...indianStates])
  })

  it('saves the cleaned profile fields and says so', async () => {
    const calls = profileApi()
    const { onSaved, user } = renderProfile()
    const name = await screen.findByLabelText('Full name')
    await user.clear(name)
    await user.type(name, '  Asha Rani Verma ')
    await user.selectOptions(screen.getByLabelText('I am mostly a'), 'investor')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(PROFILE_SAVED)).toBeTruthy()
    expect(calls.requests('PUT', '/api/users/did-asha')[0]!.body).toEqual({
      fullName: 'Asha Rani Verma',
      email: 'asha@example.in',
      city: 'Mohali',
      state: 'Punjab',
      country: 'India',
      segment: 'investor',
    })
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ did: 'did-asha', fullName: 'Asha Rani Verma', segment: 'investor', kycStatus: 'pending' }))
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Asha Rani Verma')
  })

  it("checks the fields with the domain's user schema before saving", async () => {
    const calls = profileApi()
    const { user } = renderProfile()
    const email = await screen.findByLabelText('E-mail')
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.clear(screen.getByLabelText('Full name'))
    await user.click(screen.getByLabelText('Full name'))
    await user.paste('x'.repeat(201))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByText('Enter a valid e-mail address, or leave it empty.')).toBeTruthy()
    expect(screen.getByText('Use at most 200 characters.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(calls.requests('PUT', '/api/users/did-asha')).toHaveLength(0)
  })

  it("shows the server's message when saving fails", async () => {
    profileApi(() => ({ status: 400, body: { success: false, message: 'Unrecognized key: "roles"', code: 'VALIDATION_ERROR' } }))
    const { user } = renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Unrecognized key: "roles"')
    expect(screen.queryByText(PROFILE_SAVED)).toBeNull()
  })

  it('offers a retry when the profile cannot be loaded', async () => {
    fakeApi({ 'GET /api/users/did-asha': () => ({ status: 500, body: { success: false, message: 'Server error', code: 'INTERNAL' } }) })
    renderProfile()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Server error')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
