import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { biddingMessages, priceInputMessages, type BiddingView, type BidView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { BidPanel } from './bid-panel'
import { CreateBidPage } from './create-bid-page'
import { MyBidsSection } from './my-bids-section'
import { OpenBiddingForm } from './open-bidding-form'
import { PropertyBidsSection } from './property-bids-section'
import { timeLeft } from './time-left'

const propertyId = '00000000-0000-4000-8000-000000000101'
const lakh = 1_00_000_00
const bidding = (overrides: Partial<BiddingView> = {}): BiddingView => ({
  id: 'w1',
  propertyId,
  status: 'open',
  startingPaise: 50 * lakh,
  incrementPaise: lakh,
  closesAt: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  openedAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  highestPaise: 52 * lakh,
  bidCount: 3,
  minimumNextPaise: 53 * lakh,
  reserveMet: false,
  outcome: null,
  canManage: false,
  ...overrides,
})
const bid = (overrides: Partial<BidView> = {}): BidView => ({
  id: 'b1',
  windowId: 'w1',
  propertyId,
  propertyTitle: '3 BHK in Mohali',
  bidderId: 'u1',
  bidderName: 'Asha Verma',
  amountPaise: 52 * lakh,
  message: null,
  status: 'active',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
})
const biddingRoute = `GET /api/properties/${propertyId}/bidding`

describe('the closing countdown', () => {
  it('reads days and hours, then minutes and seconds, then closed', () => {
    const now = Date.parse('2026-11-01T00:00:00Z')
    expect(timeLeft('2026-11-03T03:00:00Z', now)).toBe('Closes in 2 d 3 h')
    expect(timeLeft('2026-11-01T05:30:00Z', now)).toBe('Closes in 5 h 30 min')
    expect(timeLeft('2026-11-01T00:04:05Z', now)).toBe('Closes in 4 min 05 s')
    expect(timeLeft('2026-11-01T00:00:00Z', now)).toBe('Closed')
  })
})

describe('Place a bid on the property page', () => {
  const page = (isSignedIn: boolean) => [{ path: '/:id', element: <BidPanel propertyId={propertyId} isSignedIn={isSignedIn} /> }]

  it('shows the highest, the minimum next bid and the countdown, and places a bid in rupees', async () => {
    const api = fakeApi({
      [biddingRoute]: () => ({ body: { success: true, bidding: bidding(), canManage: false } }),
      [`POST /api/properties/${propertyId}/bids`]: (call) => ({ status: 201, body: { success: true, bid: bid({ amountPaise: (call.body as { amountPaise: number }).amountPaise }), bidding: bidding() } }),
    })
    renderRoutes(page(true), `/${propertyId}`)
    const panel = await screen.findByRole('region', { name: 'Place a bid' })
    expect(within(panel).getByText('₹52,00,000.00')).toBeTruthy()
    expect(within(panel).getByText('₹53,00,000.00')).toBeTruthy()
    expect(within(panel).getByText(/^Closes in 1 d 1 h|^Closes in 1 d 2 h/)).toBeTruthy()
    const amount = within(panel).getByRole('textbox', { name: 'Your bid (₹)' })
    await userEvent.type(amount, '52.5 L')
    await userEvent.click(within(panel).getByRole('button', { name: 'Place bid' }))
    expect((await within(panel).findByRole('alert')).textContent).toBe('Your bid must be at least ₹53,00,000.00')
    expect(api.requests('POST', `/api/properties/${propertyId}/bids`)).toHaveLength(0)
    await userEvent.clear(amount)
    await userEvent.type(amount, '55 L')
    await userEvent.click(within(panel).getByRole('button', { name: 'Place bid' }))
    expect((await within(panel).findByRole('status')).textContent).toBe('Your bid of ₹55,00,000.00 is the highest.')
    expect(api.requests('POST', `/api/properties/${propertyId}/bids`)[0]!.body).toEqual({ amountPaise: 55 * lakh })
  })

  it("shows the server's refusal, and sends a visitor to sign in", async () => {
    fakeApi({
      [biddingRoute]: () => ({ body: { success: true, bidding: bidding(), canManage: false } }),
      [`POST /api/properties/${propertyId}/bids`]: () => ({ status: 409, body: { success: false, message: biddingMessages.closed, code: 'CONFLICT' } }),
    })
    const view = renderRoutes(page(true), `/${propertyId}`)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your bid (₹)' }), '60 L')
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    expect((await screen.findByRole('alert')).textContent).toBe(biddingMessages.closed)
    view.unmount()
    renderRoutes(page(false), `/${propertyId}`)
    expect((await screen.findByRole('link', { name: 'Sign in to place a bid' })).getAttribute('href')).toBe(`/login?from=%2F${propertyId}`)
    expect(screen.queryByRole('textbox', { name: 'Your bid (₹)' })).toBeNull()
  })

  it('shows nothing where the listing takes no bids', async () => {
    const api = fakeApi({ [biddingRoute]: () => ({ body: { success: true, bidding: null, canManage: false } }) })
    renderRoutes(page(true), `/${propertyId}`)
    await waitFor(() => expect(api.calls).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Place a bid' })).toBeNull()
  })
})

describe('opening bidding', () => {
  it('sends the terms in paise with the closing time, and refuses bad terms with the domain message', async () => {
    const api = fakeApi({ [`POST /api/properties/${propertyId}/bidding`]: () => ({ status: 201, body: { success: true, bidding: bidding() } }) })
    renderRoutes([{ path: '/', element: <OpenBiddingForm propertyId={propertyId} /> }])
    await userEvent.type(screen.getByRole('textbox', { name: 'Reserve (₹)' }), '60 L')
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum increment (₹)' }), 'a lot')
    await userEvent.click(screen.getByRole('button', { name: 'Open bidding' }))
    expect((await screen.findByRole('alert')).textContent).toBe(`Minimum increment: ${priceInputMessages.notAPrice}`)
    expect(api.calls).toHaveLength(0)
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum increment (₹)' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum increment (₹)' }), '1 L')
    await userEvent.click(screen.getByRole('button', { name: 'Open bidding' }))
    await screen.findByRole('button', { name: 'Open bidding' })
    const sent = api.requests('POST', `/api/properties/${propertyId}/bidding`)[0]!.body as Record<string, unknown>
    expect(sent).toMatchObject({ reservePaise: 60 * lakh, incrementPaise: lakh })
    expect(Date.parse(sent.closesAt as string) - Date.now()).toBeGreaterThan(6 * 86_400_000)
  })

  it('refuses a closing time too soon before asking the server', async () => {
    const api = fakeApi({})
    renderRoutes([{ path: '/', element: <OpenBiddingForm propertyId={propertyId} /> }])
    await userEvent.type(screen.getByRole('textbox', { name: 'Reserve (₹)' }), '60 L')
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum increment (₹)' }), '1 L')
    const closes = screen.getByLabelText('Bidding closes')
    await userEvent.clear(closes)
    await userEvent.type(closes, '2020-01-01T10:00')
    await userEvent.click(screen.getByRole('button', { name: 'Open bidding' }))
    expect((await screen.findByRole('alert')).textContent).toBe(biddingMessages.closesTooSoon)
    expect(api.calls).toHaveLength(0)
  })
})

describe('the bids of a listing and my bids', () => {
  it('lists the bids on the tools page with their bidders, and rejects one', async () => {
    const api = fakeApi({
      [biddingRoute]: () => ({ body: { success: true, bidding: bidding({ canManage: true, reservePaise: 60 * lakh }), canManage: true } }),
      'GET /api/bids': () => ({ body: { success: true, bids: [bid(), bid({ id: 'b0', amountPaise: 51 * lakh, status: 'outbid', bidderName: 'Rohan Kapoor' })], pagination: { page: 1, limit: 10, total: 2, pages: 1 } } }),
      'POST /api/bids/b1/reject': () => ({ body: { success: true, bid: bid({ status: 'rejected' }) } }),
    })
    renderRoutes([{ path: '/', element: <PropertyBidsSection propertyId={propertyId} /> }])
    const list = await screen.findByRole('list', { name: 'Bids on this listing' })
    expect(within(list).getByText(/Asha Verma/)).toBeTruthy()
    expect(within(list).getByText(/Rohan Kapoor/)).toBeTruthy()
    expect(screen.getByText('Reserve ₹60,00,000.00: not met yet.')).toBeTruthy()
    await userEvent.click(within(list).getByRole('button', { name: 'Reject the bid of ₹52,00,000.00' }))
    await screen.findByRole('list', { name: 'Bids on this listing' })
    expect(api.requests('POST', '/api/bids/b1/reject')).toHaveLength(1)
    expect(api.requests('GET', '/api/bids')[0]!.url.searchParams.get('propertyId')).toBe(propertyId)
  })

  it('offers the property side the opening form when no bidding is open', async () => {
    fakeApi({ [biddingRoute]: () => ({ body: { success: true, bidding: null, canManage: true } }) })
    renderRoutes([{ path: '/', element: <PropertyBidsSection propertyId={propertyId} /> }])
    expect(await screen.findByRole('form', { name: 'Open bidding' })).toBeTruthy()
  })

  it("shows the bidder's own bids with their status and withdraws one", async () => {
    const api = fakeApi({
      'GET /api/bids': () => ({ body: { success: true, bids: [bid({ status: 'outbid' }), bid({ id: 'b2', status: 'won', amountPaise: 70 * lakh })], pagination: { page: 1, limit: 10, total: 2, pages: 1 } } }),
      'POST /api/bids/b1/withdraw': () => ({ body: { success: true, bid: bid({ status: 'withdrawn' }) } }),
    })
    renderRoutes([{ path: '/', element: <MyBidsSection /> }])
    expect(await screen.findByText('Outbid')).toBeTruthy()
    expect(screen.getByText('Won')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw your bid of ₹52,00,000.00' }))
    expect(api.requests('POST', '/api/bids/b1/withdraw')).toHaveLength(1)
    expect(api.requests('GET', '/api/bids')[0]!.url.searchParams.get('role')).toBe('bidder')
  })
})

describe('/create-bid', () => {
  it('finds listings for sale by city, then bids on the chosen one', async () => {
    const api = fakeApi({
      'GET /api/properties/public': () => ({ body: { success: true, properties: [{ id: propertyId, reference: 'PROP-1', basicInfo: { title: '3 BHK in Mohali' } }], pagination: { page: 1, limit: 10, total: 1, pages: 1 } } }),
      [biddingRoute]: () => ({ body: { success: true, bidding: bidding(), canManage: false } }),
    })
    renderRoutes([{ path: '/create-bid', element: <CreateBidPage /> }], '/create-bid')
    await userEvent.type(screen.getByRole('textbox', { name: 'Search listings for sale by city' }), 'Mohali')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 3 BHK in Mohali' }))
    expect(await screen.findByRole('textbox', { name: 'Your bid (₹)' })).toBeTruthy()
    const search = api.requests('GET', '/api/properties/public')[0]!.url.searchParams
    expect([search.get('listingType'), search.get('city')]).toEqual(['sale', 'Mohali'])
  })

  it('takes the listing from the address and lets its seller open bidding', async () => {
    fakeApi({ [biddingRoute]: () => ({ body: { success: true, bidding: null, canManage: true } }) })
    renderRoutes([{ path: '/create-bid', element: <CreateBidPage /> }], `/create-bid?propertyId=${propertyId}`)
    expect(await screen.findByRole('form', { name: 'Open bidding' })).toBeTruthy()
  })
})
