import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { UserEditPage } from './user-edit-page'
import { UserManagerPage } from './user-manager-page'

const id = '00000000-0000-4000-8000-000000000041'
const listItem = { id, fullName: 'Kavya Menon', email: 'kavya@mail.example', phoneNumber: '+919810000041', roles: { isAdmin: false, isSeller: true, isDealer: false }, kycStatus: 'pending', suspended: false, createdAt: '2026-11-20T10:00:00.000Z' }

const view = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  user: { id, did: id, uid: 'u-41', phoneNumber: '+919810000041', fullName: 'Kavya Menon', email: 'kavya@mail.example', accountType: 'individual', kycStatus: 'pending', country: 'India', state: 'Kerala', city: 'Kochi', createdAt: '2026-11-20T10:00:00.000Z', roles: listItem.roles },
  standing: { suspended: false, suspendedAt: null, suspendedReason: null },
  kyc: {
    status: 'pending',
    idType: 'aadhaar',
    idNumber: 'XXXX XXXX 9015',
    submittedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decisionReason: null,
    scans: [
      { id: 'scan-front', side: 'front', originalName: 'masked-aadhaar.png', contentType: 'image/png', size: 204_800, uploadedAt: '2026-11-20T10:00:00.000Z' },
      { id: 'scan-back', side: 'back', originalName: 'back.pdf', contentType: 'application/pdf', size: 4096, uploadedAt: '2026-11-20T10:00:00.000Z' },
    ],
  },
  dealer: { status: 'pending', application: { id: 'a-1', status: 'pending', reraNumber: 'A51700012345', reraState: 'Maharashtra', agencyName: 'Menon Realty', officeAddress: 'Thane West', createdAt: '2026-11-20T10:00:00.000Z', decidedAt: null, decisionReason: null } },
  ...overrides,
})

describe('the user manager', () => {
  it('sends the search and filters, and links each user to their page', async () => {
    const api = fakeApi({ 'GET /api/admin/users': () => ({ body: { success: true, users: [listItem], pagination: { page: 1, limit: 20, total: 1, pages: 1 } } }) })
    renderRoutes([{ path: '/', element: <UserManagerPage /> }])
    expect((await screen.findByRole('link', { name: 'Kavya Menon' })).getAttribute('href')).toBe(`/admin/user/edit/${id}`)
    expect(screen.getByText(/Seller · KYC pending/)).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Name, phone or e-mail'), '98100 00041')
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'seller')
    await userEvent.selectOptions(screen.getByLabelText('Standing'), 'false')
    await userEvent.click(screen.getByRole('button', { name: 'Find users' }))
    await screen.findByText('1 user')
    const last = api.requests('GET', '/api/admin/users').at(-1)!
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ search: '98100 00041', role: 'seller', suspended: 'false', page: '1', limit: '20' })
  })
})

describe("a user's admin page", () => {
  it('decides the dealer application with a reason and shows the answer', async () => {
    const api = fakeApi({
      [`GET /api/admin/users/${id}`]: () => ({ body: view() }),
      [`POST /api/admin/users/${id}/dealer-application-decision`]: () => ({
        body: view({ dealer: { status: 'approved', application: { ...view().dealer.application, status: 'approved', decisionReason: 'Checked on MahaRERA' } } }),
      }),
    })
    renderRoutes([{ path: '/', element: <UserEditPage userId={id} /> }])
    const dealer = await screen.findByRole('region', { name: 'Dealer application' })
    const form = within(dealer).getByRole('form', { name: 'Dealer application decision' })
    await userEvent.type(within(form).getByLabelText('Reason'), 'Checked on MahaRERA')
    await userEvent.click(within(form).getByRole('button', { name: 'Approve dealer' }))
    await within(dealer).findByText('Approved')
    expect(api.requests('POST', `/api/admin/users/${id}/dealer-application-decision`)[0]!.body).toEqual({ decision: 'approve', reason: 'Checked on MahaRERA' })
    expect(within(dealer).queryByRole('form')).toBeNull()
  })

  it("shows the server's refusal of a last admin's demotion", async () => {
    fakeApi({
      [`GET /api/admin/users/${id}`]: () => ({ body: view({ user: { ...view().user, roles: { isAdmin: true, isSeller: false, isDealer: false } } }) }),
      [`PUT /api/admin/users/${id}`]: () => ({ status: 409, body: { success: false, message: 'This is the last admin: make someone else an admin first', code: 'CONFLICT' } }),
    })
    renderRoutes([{ path: '/', element: <UserEditPage userId={id} /> }])
    const details = await screen.findByRole('form', { name: 'Details and roles' })
    await userEvent.click(within(details).getByRole('checkbox', { name: 'Admin' }))
    await userEvent.click(within(details).getByRole('button', { name: 'Save details and roles' }))
    expect((await within(details).findByRole('alert')).textContent).toBe('This is the last admin: make someone else an admin first')
  })

  it('suspends with a reason, then offers to reinstate', async () => {
    const api = fakeApi({
      [`GET /api/admin/users/${id}`]: () => ({ body: view() }),
      [`POST /api/admin/users/${id}/suspension`]: () => ({ body: view({ standing: { suspended: true, suspendedAt: '2026-11-21T10:00:00.000Z', suspendedReason: 'Fake listings' } }) }),
    })
    renderRoutes([{ path: '/', element: <UserEditPage userId={id} /> }])
    const standing = await screen.findByRole('region', { name: 'Suspension' })
    await userEvent.type(within(standing).getByLabelText('Reason'), 'Fake listings')
    await userEvent.click(within(standing).getByRole('button', { name: 'Suspend user' }))
    await within(standing).findByRole('button', { name: 'Reinstate user' })
    expect(api.requests('POST', `/api/admin/users/${id}/suspension`)[0]!.body).toEqual({ reason: 'Fake listings' })
  })
})

describe("a user's KYC on the admin page", () => {
  beforeEach(() => {
    let made = 0
    // jsdom has no object URLs.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:scan-${(made += 1)}`), revokeObjectURL: vi.fn() }))
  })

  it('shows the scans beside the masked number, and rejects a full Aadhaar number with its ready reason', async () => {
    const api = fakeApi({
      [`GET /api/admin/users/${id}`]: () => ({ body: view() }),
      'GET /api/kyc-scans/scan-front': () => ({ body: 'png bytes', headers: { 'Content-Type': 'image/png' } }),
      'GET /api/kyc-scans/scan-back': () => ({ body: 'pdf bytes', headers: { 'Content-Type': 'application/pdf' } }),
      [`POST /api/admin/users/${id}/kyc-decision`]: () => ({ body: view({ kyc: { ...view().kyc, status: 'rejected', decisionReason: 'The scan shows your full Aadhaar number. Upload the masked Aadhaar from UIDAI, which shows only the last four digits.' } }) }),
    })
    renderRoutes([{ path: '/', element: <UserEditPage userId={id} /> }])
    const panel = await screen.findByRole('region', { name: 'KYC' })
    expect(within(panel).getByText('XXXX XXXX 9015')).toBeTruthy()
    const scans = within(panel).getByRole('list', { name: 'KYC scans' })
    const image = await within(scans).findByRole('img', { name: 'KYC scan, front' })
    expect(image.getAttribute('src')).toMatch(/^blob:scan-/)
    const pdf = await within(scans).findByRole('link', { name: 'Open the PDF (back)' })
    expect(pdf.getAttribute('target')).toBe('_blank')
    expect(api.requests('GET', '/api/kyc-scans/scan-front')).toHaveLength(1)

    await userEvent.click(within(panel).getByRole('button', { name: 'Full Aadhaar number shown' }))
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject KYC' }))
    await within(panel).findByText('Rejected')
    expect(api.requests('POST', `/api/admin/users/${id}/kyc-decision`)[0]!.body).toEqual({
      decision: 'reject',
      reason: 'The scan shows your full Aadhaar number. Upload the masked Aadhaar from UIDAI, which shows only the last four digits.',
    })
  })
})
