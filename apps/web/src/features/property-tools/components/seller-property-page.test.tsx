import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { messages, type AccessUser, type Property } from '@vishwas/domain'
import { fakeApi, type FakeReply } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { SellerPropertyPage } from './seller-property-page'

const ID = '11111111-2222-4333-8444-555555555555'

function ownedProperty(overrides: Partial<Property['basicInfo']> = {}): Property {
  const base = makeProperty({ id: ID, title: 'Corner plot in Sector 82', price: 12_500_000 })
  return {
    ...base,
    basicInfo: { ...base.basicInfo, ...overrides },
    ownership: {
      ownerId: 'did-asha',
      owners: [
        { userId: 'did-asha', name: 'Asha Verma', share: 60, ownershipType: 'joint' },
        { userId: 'did-ravi', name: 'Ravi Verma', share: 40, ownershipType: 'joint' },
      ],
    },
    dealerInfo: { currentDealer: { userId: 'did-dealer' } },
    metadata: { createdAt: '2025-11-01T10:00:00.000Z', updatedAt: '2025-11-10T10:00:00.000Z', createdBy: 'did-asha', updatedBy: 'did-ravi', listedBy: 'did-asha' },
  }
}

/** Where the page sent the seller, and the flash message it handed over. */
function Portfolio() {
  const { pathname, state } = useLocation()
  return <p data-testid="landing">{[pathname, (state as { message?: string } | null)?.message].filter(Boolean).join(' | ')}</p>
}

const seller: AccessUser = { did: 'did-asha', roles: { isSeller: true } }

function renderPage(
  reply: () => FakeReply,
  del: () => FakeReply = () => ({ body: { success: true, message: 'Property deleted' } }),
  viewer: AccessUser = seller,
) {
  const api = fakeApi({
    'GET /api/properties/[^/]+': reply,
    'DELETE /api/properties/[^/]+': del,
    'GET /api/properties/[^/]+/dealer-changes': () => ({ body: { success: true, changes: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }),
  })
  const view = renderRoutes(
    [
      { path: '/seller/properties/:propertyId', element: <SellerPropertyPage propertyId={ID} viewer={viewer} /> },
      { path: '/seller/properties', element: <Portfolio /> },
    ],
    `/seller/properties/${ID}`,
  )
  return { api, ...view, user: userEvent.setup() }
}

describe('SellerPropertyPage', () => {
  it('shows the facts: title, reference, status, price, area, rooms, address, boundary, owners, dealer and timestamps', async () => {
    const property = ownedProperty({ status: 'active' })
    const { api } = renderPage(() => ({ body: { success: true, property } }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner plot in Sector 82' })).toBeTruthy()
    expect(api.requests('GET', `/api/properties/${ID}`)).toHaveLength(1)
    expect(screen.getByText(property.reference)).toBeTruthy()
    expect(screen.getByText('Status: Active')).toBeTruthy()
    expect(screen.getByText('₹1.25 Cr')).toBeTruthy()
    // The price once: the full figure is for screen readers (and the tooltip), not a second line.
    const fullFigures = screen.getAllByText('₹1,25,00,000')
    expect(fullFigures).toHaveLength(1)
    expect(fullFigures[0]!.className).toContain('sr-only')
    expect(screen.getByText('1,200 sq.ft.')).toBeTruthy()
    const facts = screen.getByRole('region', { name: 'Property facts' })
    expect(within(facts).getByText('Sector 70, Mohali, Punjab, India')).toBeTruthy()
    expect(within(facts).getByText('Bedrooms').nextSibling?.textContent).toBe('3')
    expect(within(facts).getByText('Bathrooms').nextSibling?.textContent).toBe('2')
    expect(screen.getByRole('img', { name: 'Boundary of the plot, 4 corners' })).toBeTruthy()

    const owners = within(screen.getByRole('region', { name: 'Owners' })).getAllByRole('listitem')
    expect(owners.map((o) => o.textContent)).toEqual([
      'Asha VermaPrimary owner60% share · JointYou',
      'Ravi Verma40% share · Joint',
    ])
    expect(within(screen.getByRole('region', { name: 'Dealer' })).getByText('did-dealer')).toBeTruthy()
    const record = screen.getByRole('region', { name: 'Record' })
    expect(within(record).getByText('Created').nextSibling?.firstChild).toHaveProperty('dateTime', '2025-11-01T10:00:00.000Z')
    expect(within(record).getByText('Last updated').nextSibling?.firstChild).toHaveProperty('dateTime', '2025-11-10T10:00:00.000Z')
    // People by name where the listing names them, the viewer as 'You'.
    expect(within(record).getByText('Created by').nextSibling?.textContent).toBe('You')
    expect(within(record).getByText('Updated by').nextSibling?.textContent).toBe('Ravi Verma')
  })

  it('shows the score out of 100', async () => {
    renderPage(() => ({ body: { success: true, property: ownedProperty() } }))
    const facts = within(await screen.findByRole('region', { name: 'Property facts' }))
    expect(facts.getByText('Property score').nextSibling?.textContent).toBe('82 / 100')
  })

  it("shows 'Not yet scored' and no area for a property with neither", async () => {
    const base = ownedProperty()
    const property = { ...base, specifications: { ...base.specifications, area: { total: 0, unit: 'sqft' as const } }, evaluation: { propertyScore: 0 } }
    renderPage(() => ({ body: { success: true, property } }))
    const facts = within(await screen.findByRole('region', { name: 'Property facts' }))
    expect(facts.getByText('Property score').nextSibling?.textContent).toBe('Not yet scored')
    expect(facts.queryByText('Area')).toBeNull()
    expect(facts.queryByText(/\/ 100|sq\.ft\./)).toBeNull()
  })

  it("shows the seller's description, the amenities and what is nearby, as buyers see them", async () => {
    const base = ownedProperty({ description: 'East-facing corner plot.' })
    const property = { ...base, amenities: ['parking', 'power-backup'], surrounding: ['school'] }
    renderPage(() => ({ body: { success: true, property } }))
    expect(await screen.findByText('East-facing corner plot.')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Amenities' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Parking', 'Power backup'])
    expect(within(screen.getByRole('region', { name: 'Nearby' })).getByText('School')).toBeTruthy()
  })

  it('lets a long title without spaces wrap, on the page and in the delete confirmation', async () => {
    const long = 'A'.repeat(200)
    const { user } = renderPage(() => ({ body: { success: true, property: ownedProperty({ title: long }) } }))
    // `wrap-anywhere` is overflow-wrap: anywhere, which also lets the title's box shrink at 360 px.
    expect((await screen.findByRole('heading', { level: 1, name: long })).closest('.wrap-anywhere')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByText(long).closest('.wrap-anywhere')).not.toBeNull()
    expect(dialog.classList.contains('min-w-0')).toBe(true)
  })

  it("shows a plot with no price set as 'Price on request', without room counts of 0", async () => {
    const base = ownedProperty({ type: 'land', subType: undefined })
    const plot = { ...base, financial: { pricing: { ...base.financial.pricing, totalPrice: 0 } }, specifications: { ...base.specifications, rooms: { bedrooms: 0, bathrooms: 0 } } }
    renderPage(() => ({ body: { success: true, property: plot } }))
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByText('Price on request')).toBeTruthy()
    expect(screen.queryByText(/₹0/)).toBeNull()
    const facts = screen.getByRole('region', { name: 'Property facts' })
    expect(within(facts).queryByText('Bedrooms')).toBeNull()
    expect(within(facts).queryByText('Bathrooms')).toBeNull()
  })

  it('links to edit, tools and, for a public status, the public page', async () => {
    renderPage(() => ({ body: { success: true, property: ownedProperty({ status: 'sold' }) } }))
    const actions = within(await screen.findByRole('navigation', { name: 'Property actions' }))
    expect(actions.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/seller/properties/${ID}/edit`)
    expect(actions.getByRole('link', { name: 'Tools' }).getAttribute('href')).toBe(`/seller/properties/${ID}/tools`)
    expect(actions.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe(`/${ID}`)
  })

  it('offers only the public page to a signed-in seller who may not manage the property', async () => {
    renderPage(() => ({ body: { success: true, property: ownedProperty({ status: 'active' }) } }), undefined, { did: 'did-other', roles: { isSeller: true } })
    const actions = within(await screen.findByRole('navigation', { name: 'Property actions' }))
    expect(actions.getAllByRole('link').map((link) => link.textContent)).toEqual(['View public page'])
    expect(actions.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.getByText(/You can view this listing, but only its owners/)).toBeTruthy()
  })

  it('offers no public page for a draft, and says why', async () => {
    renderPage(() => ({ body: { success: true, property: ownedProperty({ status: 'draft' }) } }))
    expect(await screen.findByText('Status: Draft')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull()
    expect(screen.getByText(/Buyers do not see this listing while it is draft/)).toBeTruthy()
  })

  it('deletes after confirming, then lands on the portfolio with a notice', async () => {
    const property = ownedProperty({ status: 'active' })
    const { api, user, router } = renderPage(() => ({ body: { success: true, property } }))
    const trigger = await screen.findByRole('button', { name: 'Delete' })
    await user.click(trigger)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this property?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByText('Corner plot in Sector 82')).toBeTruthy()
    // The safe answer has focus; Escape closes and gives focus back.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    expect(api.requests('DELETE', `/api/properties/${property.reference}`)).toHaveLength(0)

    await user.click(trigger)
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete property' }))
    expect(await screen.findByTestId('landing')).toHaveProperty('textContent', `/seller/properties | Property deleted: Corner plot in Sector 82 (${property.reference})`)
    expect(api.requests('DELETE', `/api/properties/${property.reference}`)).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/seller/properties')
  })

  it("keeps the dialog open with the server's message when deleting fails", async () => {
    const { user } = renderPage(
      () => ({ body: { success: true, property: ownedProperty() } }),
      () => ({ status: 403, body: { success: false, message: messages.propertyToolsDenied, code: 'FORBIDDEN' } }),
    )
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete property' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe("Failed to delete property: You don't have permission to access property management tools")
    expect(screen.queryByTestId('landing')).toBeNull()
  })

  it('shows the 403 and 404 messages without a retry', async () => {
    renderPage(() => ({ status: 403, body: { success: false, message: messages.propertyToolsDenied, code: 'FORBIDDEN' } }))
    const denied = await screen.findByRole('alert')
    expect(denied.textContent).toContain("You don't have permission to access property management tools")
    expect(within(denied).getByRole('link', { name: 'Back to My Portfolio' })).toBeTruthy()
    expect(within(denied).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it("says 'Property not found' for an unknown property", async () => {
    renderPage(() => ({ status: 404, body: { success: false, message: 'Property not found', code: 'NOT_FOUND' } }))
    expect((await screen.findByRole('alert')).textContent).toContain('Property not found')
  })

  it("says 'Property not found', not the API's words, for an id that is neither a UUID nor a reference", async () => {
    const invalid = "Invalid path parameter 'reference': must be a property UUID or a PROP- reference"
    renderPage(() => ({ status: 400, body: { success: false, message: invalid, code: 'VALIDATION_ERROR' } }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(messages.propertyNotFound)
    expect(alert.textContent).not.toContain('Invalid path parameter')
    expect(within(alert).getByRole('link', { name: 'Back to My Portfolio' }).getAttribute('href')).toBe('/seller/properties')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers a retry when loading fails otherwise', async () => {
    let calls = 0
    renderPage(() => {
      calls += 1
      return calls === 1
        ? { status: 500, body: { success: false, message: 'Server error', code: 'INTERNAL' } }
        : { body: { success: true, property: ownedProperty() } }
    })
    const alert = await screen.findByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Corner plot in Sector 82' })).toBeTruthy())
  })
})
