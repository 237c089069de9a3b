import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, indianToday, rentalMessages } from '@vishwas/domain'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { ApplicationRecord, RentalRecord } from '../api/rental-types'
import { ApplyToRent } from './apply-to-rent'
import { PropertyRentalsSection } from './property-rentals-section'
import { RentalHistoryPage } from './rental-history-page'

const PROPERTY = '11111111-2222-4333-8444-555555555555'
const summary = { id: PROPERTY, reference: 'PROP-RENT-1', title: '2 BHK in Sector 70', city: 'Mohali', listingType: 'rent', status: 'active' }

const rental = (overrides: Partial<RentalRecord> = {}): RentalRecord => ({
  id: 'rental-1',
  propertyId: PROPERTY,
  property: summary,
  applicationId: 'application-1',
  tenantId: 'tenant-1',
  tenantName: 'Ananya Iyer',
  monthlyRentPaise: 2_500_000,
  securityDepositPaise: 5_000_000,
  period: { startDate: '2026-12-08', endDate: '2027-11-07' },
  rentDueDay: 5,
  noticePeriodDays: 30,
  status: 'draft',
  version: 0,
  actions: [],
  ...overrides,
})

const application = (overrides: Partial<ApplicationRecord> = {}): ApplicationRecord => ({
  id: 'application-1',
  propertyId: PROPERTY,
  property: summary,
  applicantId: 'buyer',
  applicantName: 'Ananya Iyer',
  idProofType: 'aadhaar',
  occupation: 'Software engineer',
  occupants: 3,
  moveInDate: '2026-12-08',
  message: 'A family of three.',
  status: 'submitted',
  version: 0,
  createdAt: '2026-11-28T08:00:00.000Z',
  actions: [],
  rental: null,
  ...overrides,
})

const page = <T,>(key: string, items: T[]) => ({ body: { success: true, [key]: items, pagination: { page: 1, limit: 50, total: items.length, pages: 1 } } })

describe('Apply to rent', () => {
  const at = (element: ReactNode) => [
    { path: '/:id', element },
    { path: '/login', element: <p>Sign-in page</p> },
  ]

  it('is not offered on a listing for sale, and sends a signed-out visitor to sign in', async () => {
    fakeApi({})
    const { unmount } = renderRoutes(at(<ApplyToRent propertyId={PROPERTY} listingType="sale" isSignedIn />), `/${PROPERTY}`)
    expect(screen.queryByText('Apply to rent')).toBeNull()
    unmount()
    const { router } = renderRoutes(at(<ApplyToRent propertyId={PROPERTY} listingType="rent" isSignedIn={false} />), `/${PROPERTY}`)
    await userEvent.click(screen.getByRole('link', { name: 'Apply to rent' }))
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(router.state.location.search).toBe(`?from=%2F${PROPERTY}`)
  })

  it('sends the short form and says where to follow it; a refusal is shown as the server says it', async () => {
    let refuse = true
    const api = fakeApi({
      [`POST /api/properties/${PROPERTY}/rental-applications`]: () =>
        refuse
          ? { status: 422, body: { success: false, message: rentalMessages.ownProperty, code: 'UNPROCESSABLE' } }
          : { status: 201, body: { success: true, application: application() } },
    })
    renderRoutes(at(<ApplyToRent propertyId={PROPERTY} listingType="lease" isSignedIn />), `/${PROPERTY}`)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Apply to rent' }))
    const form = await screen.findByRole('form', { name: 'Apply to rent' })
    await user.selectOptions(within(form).getByLabelText('ID proof you will show'), 'passport')
    await user.type(within(form).getByLabelText('Occupation'), 'Teacher')
    const household = within(form).getByLabelText('Household size')
    await user.clear(household)
    await user.type(household, '2')
    const moveIn = addDays(indianToday(new Date()), 7)
    await user.type(within(form).getByLabelText('Move-in date'), moveIn)
    await user.type(within(form).getByLabelText('Message to the owner (optional)'), 'Quiet couple')
    await user.click(within(form).getByRole('button', { name: 'Send application' }))
    expect((await screen.findByRole('alert')).textContent).toBe(rentalMessages.ownProperty)
    refuse = false
    await user.click(within(form).getByRole('button', { name: 'Send application' }))
    expect((await screen.findByRole('status')).textContent).toContain('Application sent')
    expect(screen.getByRole('link', { name: 'your rental history' }).getAttribute('href')).toBe('/profile/rental-history')
    expect(api.requests('POST', `/api/properties/${PROPERTY}/rental-applications`)[1]!.body).toEqual({
      idProofType: 'passport',
      occupation: 'Teacher',
      occupants: 2,
      moveInDate: moveIn,
      message: 'Quiet couple',
    })
  })
})

describe('rental history', () => {
  it('lists the applications as tenant and as landlord, with their statuses and rentals, and lets the applicant withdraw', async () => {
    const api = fakeApi({
      'GET /api/rental-applications': (call) =>
        call.url.searchParams.get('role') === 'tenant'
          ? page('applications', [application({ status: 'approved', rental: rental({ status: 'active' }) }), application({ id: 'application-2', actions: ['withdraw'] })])
          : page('applications', []),
      'POST /api/rental-applications/application-2/withdraw': () => ({ body: { success: true, application: application({ id: 'application-2', status: 'withdrawn' }) } }),
    })
    renderRoutes([{ path: '/', element: <RentalHistoryPage /> }])
    const tenant = await screen.findByRole('region', { name: 'As tenant' })
    await waitFor(() => expect(within(tenant).getAllByRole('listitem')).toHaveLength(2))
    expect(within(tenant).getByText('Approved')).toBeTruthy()
    expect(within(tenant).getByText('Active')).toBeTruthy()
    expect(within(tenant).getByText(/₹25,000 a month, deposit ₹50,000/)).toBeTruthy()
    expect(await within(screen.getByRole('region', { name: 'As landlord' })).findByText('No applications on your properties yet.')).toBeTruthy()
    await userEvent.click(within(tenant).getByRole('button', { name: 'Withdraw: your application for 2 BHK in Sector 70' }))
    await waitFor(() => expect(api.requests('POST', '/api/rental-applications/application-2/withdraw')).toHaveLength(1))
    expect(api.requests('POST', '/api/rental-applications/application-2/withdraw')[0]!.body).toEqual({ version: 0 })
  })
})

describe("the tools page's rentals section", () => {
  it('approves an application on the terms given, activates a rental, and shows a refusal', async () => {
    const api = fakeApi({
      'GET /api/rental-applications': () => page('applications', [application({ actions: ['review', 'approve', 'reject'], version: 1, status: 'under-review' })]),
      'GET /api/rentals': () => page('rentals', [rental({ id: 'rental-9', actions: ['activate', 'cancel'] })]),
      'POST /api/rental-applications/application-1/approve': () => ({ body: { success: true, application: application({ status: 'approved' }) } }),
      'POST /api/rentals/rental-9/activate': () => ({ status: 409, body: { success: false, message: 'Cannot activate this rental: it is terminated', code: 'CONFLICT' } }),
    })
    renderRoutes([{ path: '/', element: <PropertyRentalsSection propertyId={PROPERTY} /> }])
    const user = userEvent.setup()
    const applications = await screen.findByRole('region', { name: 'Applications' })
    expect(await within(applications).findByText(/Applicant: Ananya Iyer/)).toBeTruthy()
    expect(within(applications).getByText(/ID: Aadhaar/)).toBeTruthy()
    await user.click(within(applications).getByRole('button', { name: /^Approve:/ }))
    const terms = within(applications).getByRole('form', { name: /^Approve:/ })
    await user.type(within(terms).getByLabelText('Monthly rent (₹)'), '22000')
    await user.type(within(terms).getByLabelText('Rent due day (1–28)'), '1')
    await user.click(within(terms).getByRole('button', { name: 'Confirm: approve' }))
    await waitFor(() => expect(api.requests('POST', '/api/rental-applications/application-1/approve')).toHaveLength(1))
    expect(api.requests('POST', '/api/rental-applications/application-1/approve')[0]!.body).toEqual({ monthlyRentPaise: 2_200_000, rentDueDay: 1, version: 1 })
    expect(api.requests('GET', '/api/rental-applications')[0]!.url.searchParams.get('property')).toBe(PROPERTY)
    const rentals = screen.getByRole('region', { name: 'Rentals' })
    await user.click(await within(rentals).findByRole('button', { name: /^Activate:/ }))
    expect((await within(rentals).findByRole('alert')).textContent).toBe('Cannot activate this rental: it is terminated')
  })
})
