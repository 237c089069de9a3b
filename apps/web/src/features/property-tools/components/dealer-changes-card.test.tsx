import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AccessUser, Property } from '@vishwas/domain'
import { fakeApi, type FakeCall, type FakeReply } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import type { DealerChange } from '../api/get-dealer-changes'
import { changePathLabel, changeValueText } from './dealer-changes-card'
import { SellerPropertyPage } from './seller-property-page'

const ID = '11111111-2222-4333-8444-555555555555'
const HEADING = "Changes by dealers who don't represent this listing"
const hostile = '<img src=x onerror="window.__hacked=true">'

const property: Property = (() => {
  const base = makeProperty({ id: ID, title: 'Corner plot in Sector 82', price: 8_500_000 })
  return {
    ...base,
    ownership: { ownerId: 'did-asha', owners: [{ userId: 'did-asha', name: 'Asha Verma', share: 100 }] },
    dealerInfo: { currentDealer: { userId: 'did-own-dealer' } },
    metadata: { ...base.metadata, createdBy: 'did-asha' },
  }
})()

const newest: DealerChange = {
  id: 2,
  changedAt: '2026-11-20T10:30:00.000Z',
  dealer: { id: 'did-outside', name: 'Harpreet Gill' },
  changes: [
    { path: 'basicInfo.description', omitted: true },
    { path: 'basicInfo.title', before: 'Corner plot', after: hostile },
  ],
}
const oldest: DealerChange = {
  id: 1,
  changedAt: '2026-11-19T09:00:00.000Z',
  dealer: null,
  changes: [
    { path: 'financial.pricing.totalPrice', before: 8_500_000, after: 7_900_000 },
    { path: 'amenities', before: ['parking', 'lift'], after: [] },
  ],
}

const page = (changes: DealerChange[], pageNo = 1, pages = 1) => ({
  body: { success: true, changes, pagination: { page: pageNo, limit: 10, total: changes.length, pages } },
})

function renderPage(changes: (call: FakeCall) => FakeReply, viewer: AccessUser) {
  const api = fakeApi({
    'GET /api/properties/[^/]+': () => ({ body: { success: true, property } }),
    'GET /api/properties/[^/]+/dealer-changes': changes,
  })
  renderRoutes([{ path: '/seller/properties/:propertyId', element: <SellerPropertyPage propertyId={ID} viewer={viewer} /> }], `/seller/properties/${ID}`)
  return { api, user: userEvent.setup() }
}

const owner: AccessUser = { did: 'did-asha', roles: { isSeller: true } }
const outsideDealer: AccessUser = { did: 'did-outside', roles: { isDealer: true } }
const buyer: AccessUser = { did: 'did-buyer', roles: {} }

describe('Changes by dealers who do not represent the listing', () => {
  it("shows the owner each change newest first: who, when, and each field's values before and after, as text", async () => {
    renderPage(() => page([newest, oldest]), owner)
    const region = await screen.findByRole('region', { name: HEADING })
    expect(await within(region).findByText('Harpreet Gill')).toBeTruthy()
    const entries = region.querySelectorAll(':scope > ul > li')
    expect(entries).toHaveLength(2)
    expect(entries[0]?.textContent).toContain('Harpreet Gill')
    expect(entries[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(newest.changedAt)
    expect(entries[0]?.textContent).toContain('Basic info › Description: changed (too long to show here)')
    expect(entries[0]?.textContent).toContain(`Basic info › Title: Corner plot → ${hostile}`)
    expect(entries[1]?.textContent).toContain('A dealer whose account no longer exists')
    expect(entries[1]?.textContent).toContain('Financial › Pricing › Total price: 85,00,000 → 79,00,000')
    expect(entries[1]?.textContent).toContain('Amenities: parking, lift → —')
    // Hostile text is shown, never run.
    expect(region.querySelector('img')).toBeNull()
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined()
  })

  it('says so when no such change was made', async () => {
    renderPage(() => page([]), owner)
    const region = await screen.findByRole('region', { name: HEADING })
    expect(await within(region).findByText('No dealer outside this listing has changed it.')).toBeTruthy()
  })

  it('pages to older changes', async () => {
    const { api, user } = renderPage((call) => (call.url.searchParams.get('page') === '2' ? page([oldest], 2, 2) : page([newest], 1, 2)), owner)
    const region = await screen.findByRole('region', { name: HEADING })
    expect(await within(region).findByText('Harpreet Gill')).toBeTruthy()
    expect(within(region).getByRole('button', { name: 'Newer changes' })).toHaveProperty('disabled', true)
    await user.click(within(region).getByRole('button', { name: 'Older changes' }))
    expect(await within(region).findByText('A dealer whose account no longer exists')).toBeTruthy()
    expect(within(region).getByText('Page 2 of 2')).toBeTruthy()
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/dealer-changes')).map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('is not shown, nor asked for, without property access', async () => {
    const { api } = renderPage(() => page([newest]), buyer)
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner plot in Sector 82' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: HEADING })).toBeNull()
    expect(api.calls.some((c) => c.url.pathname.endsWith('/dealer-changes'))).toBe(false)
  })
})

describe('Delete on the seller property page', () => {
  it('is offered to an owner, saying an admin can restore the listing within 30 days', async () => {
    const { user } = renderPage(() => page([]), owner)
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this property?' })
    expect(dialog.textContent).toContain('An admin can restore it within 30 days; after that it is deleted for good.')
  })

  it('is not offered to a dealer who may edit but does not own the listing', async () => {
    renderPage(() => page([]), outsideDealer)
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('region', { name: HEADING })).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })
})

describe('change formatting', () => {
  it('labels paths and values in words', () => {
    expect(changePathLabel('specifications.rooms.bedrooms')).toBe('Specifications › Rooms › Bedrooms')
    expect(changeValueText(null)).toBe('—')
    expect(changeValueText(true)).toBe('Yes')
    expect(changeValueText(1_250_000)).toBe('12,50,000')
    expect(changeValueText([{ userId: 'a' }])).toBe('[{"userId":"a"}]')
  })
})
