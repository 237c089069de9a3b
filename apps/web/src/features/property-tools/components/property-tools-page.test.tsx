import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { propertyStatuses, type Property } from '@vishwas/domain'
import { fakeApi, type FakeCall, type FakeReply } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { PRICE_REQUIRED } from '../quick-edit-values'
import { PropertyToolsPage } from './property-tools-page'
import { QUICK_EDIT_SAVED } from './quick-edit-section'

const ID = '22222222-3333-4444-8555-666666666666'
const stored: Property = { ...makeProperty({ id: ID, title: 'Builder floor in Kharar', price: 5_200_000 }), risk: { earthquake: 'medium', flood: 'low', hurricane: 'low', landslide: 'low' } }

const saved = (call: FakeCall): FakeReply => ({
  body: { success: true, property: { ...(call.body as Property), metadata: { ...stored.metadata, updatedAt: '2025-12-01T10:00:00.000Z' } } },
})

function renderTools(path = `/seller/properties/${ID}/tools`, put: (call: FakeCall) => FakeReply = saved) {
  const api = fakeApi({ 'GET /api/properties/[^/]+': () => ({ body: { success: true, property: stored } }), 'PUT /api/properties/[^/]+': put })
  const area = path.startsWith('/seller/') ? 'seller' : 'public'
  const element = <PropertyToolsPage propertyId={ID} area={area} sectionContent={{ proposals: (property) => <p>{`Offers on ${property.reference}`}</p> }} />
  const view = renderRoutes(
    [
      { path: '/seller/properties/:propertyId/tools', element },
      { path: '/:propertyId/tools', element },
    ],
    path,
  )
  return { api, ...view, user: userEvent.setup() }
}

describe('PropertyToolsPage', () => {
  it('opens the edit-property section, filled from the stored property', async () => {
    renderTools(`/seller/properties/${ID}/tools?section=edit-property`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Builder floor in Kharar' })).toBeTruthy()
    const sections = within(screen.getByRole('navigation', { name: 'Tools sections' })).getAllByRole('link')
    expect(sections.map((link) => link.querySelector('span')?.textContent)).toEqual(['Edit property', 'Rentals', 'Proposals', 'Visits', 'Inquiries', 'Bids'])
    expect(sections[0]!.getAttribute('aria-current')).toBe('page')
    const form = screen.getByRole('form', { name: 'Edit property' })
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('Builder floor in Kharar')
    expect(within(form).getByLabelText<HTMLSelectElement>('Status').value).toBe('active')
    expect(within(within(form).getByLabelText('Status')).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([...propertyStatuses])
    expect(within(form).getByLabelText<HTMLSelectElement>('Listing type').value).toBe('sale')
    expect(within(form).getByLabelText<HTMLInputElement>('Total price (₹)').value).toBe('5200000')
    expect(within(form).getByRole('link', { name: 'Open the full editor' }).getAttribute('href')).toBe(`/seller/properties/${ID}/edit`)
    expect(screen.getByRole('link', { name: '← Back to the property' }).getAttribute('href')).toBe(`/seller/properties/${ID}`)
  })

  it('opens a section another feature draws, given the stored property', async () => {
    renderTools(`/${ID}/tools?section=proposals`)
    expect(await screen.findByText(`Offers on ${stored.reference}`)).toBeTruthy()
    const current = within(screen.getByRole('navigation', { name: 'Tools sections' })).getByRole('link', { current: 'page' })
    expect(current.textContent).toContain('Proposals')
    expect(screen.queryByRole('form', { name: 'Edit property' })).toBeNull()
  })

  it('shows the edit-property section for an unknown section too', async () => {
    renderTools(`/${ID}/tools?section=bogus`)
    expect(await screen.findByRole('form', { name: 'Edit property' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '← Property page' }).getAttribute('href')).toBe(`/${ID}`)
  })

  it('saves title, status, listing type and price with PUT: the stored property with the changes merged', async () => {
    const { api, user } = renderTools()
    const title = await screen.findByLabelText('Title')
    await user.clear(title)
    await user.type(title, '  Builder floor near Kharar bus stand ')
    await user.selectOptions(screen.getByLabelText('Status'), 'pending')
    await user.selectOptions(screen.getByLabelText('Listing type'), 'rent')
    const price = screen.getByLabelText('Total price (₹ per month)')
    await user.clear(price)
    await user.type(price, '35,000')
    expect(screen.getByText('₹35,000')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText(QUICK_EDIT_SAVED)).toBeTruthy()
    const [put] = api.requests('PUT', `/api/properties/${stored.reference}`)
    expect(put!.body).toEqual({
      ...stored,
      basicInfo: { ...stored.basicInfo, title: 'Builder floor near Kharar bus stand', status: 'pending', listingType: 'rent' },
      financial: { pricing: { ...stored.financial.pricing, totalPrice: 35_000 } },
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Builder floor near Kharar bus stand' })).toBeTruthy()
    expect(screen.getByText('Status: Pending')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Total price (₹ per month)').value).toBe('35000')
  })

  it('checks the price and the title before saving', async () => {
    const { api, user } = renderTools()
    const price = await screen.findByLabelText('Total price (₹)')
    await user.clear(price)
    await user.type(price, '12.5 lakh')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByText(PRICE_REQUIRED)).toBeTruthy()
    expect(price.getAttribute('aria-invalid')).toBe('true')

    await user.clear(price)
    await user.type(price, '1250000')
    await user.clear(screen.getByLabelText('Title'))
    await user.click(screen.getByLabelText('Title'))
    await user.paste('x'.repeat(201))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByText('Use at most 200 characters.')).toBeTruthy()
    expect(screen.queryByText(PRICE_REQUIRED)).toBeNull()
    expect(api.requests('PUT', `/api/properties/${stored.reference}`)).toHaveLength(0)
  })

  it("says 'Failed to update property' with the server's message when saving fails", async () => {
    const { user } = renderTools(undefined, () => ({ status: 400, body: { success: false, message: 'Validation errors: Missing required field: location.address.city', code: 'VALIDATION_ERROR' } }))
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    const alert = await screen.findByRole('alert')
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Failed to update property',
      'Validation errors: Missing required field: location.address.city',
    ])
    expect(screen.queryByText(QUICK_EDIT_SAVED)).toBeNull()
  })
})
