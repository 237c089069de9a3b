import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { transactionMessages, type ProposalView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { MakeOfferCard } from './make-offer-card'
import { ProposalCard } from './proposal-card'

const PROPERTY = '00000000-0000-4000-8000-0000000000aa'

const proposal = (overrides: Partial<ProposalView> = {}): ProposalView => ({
  id: '00000000-0000-4000-8000-000000000001',
  propertyId: PROPERTY,
  propertyReference: 'PROP-2026-0001',
  propertyTitle: 'Builder floor in Kharar',
  fromUserId: 'buyer',
  fromName: 'Ananya Iyer',
  toUserId: 'seller',
  type: 'sale',
  amountPaise: 75_00_000_00,
  terms: '',
  validUntil: '2026-12-05T18:29:59.000Z',
  status: 'sent',
  turn: 'seller',
  rounds: [{ round: 1, side: 'buyer', byUserId: 'buyer', amountPaise: 75_00_000_00, terms: '', createdAt: '2026-11-28T10:00:00.000Z' }],
  dealId: null,
  version: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  side: 'seller',
  allowedActions: ['counter', 'accept', 'reject'],
  ...overrides,
})

describe('Make an offer', () => {
  const page = (isSignedIn: boolean) => [{ path: '/:propertyId', element: <MakeOfferCard propertyId={PROPERTY} isSignedIn={isSignedIn} /> }]

  it('sends the price in paise with terms and the chosen date, and says where to follow it', async () => {
    const api = fakeApi({ 'POST /api/proposals': () => ({ status: 201, body: { success: true, proposal: proposal() } }) })
    renderRoutes(page(true), `/${PROPERTY}`)
    await userEvent.click(screen.getByRole('button', { name: 'Make an offer' }))
    const form = await screen.findByRole('form', { name: 'Make an offer' })
    await userEvent.type(within(form).getByLabelText('Your offer'), '75 L')
    expect(within(form).getByText('₹75 L = ₹75,00,000')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('Terms (optional)'), 'Possession in 60 days')
    await userEvent.type(within(form).getByLabelText(/Valid until/), '2026-12-05')
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }))
    expect((await screen.findByRole('status')).textContent).toContain('Offer sent: ₹75,00,000.00')
    expect(screen.getByRole('link', { name: 'your offers and deals' }).getAttribute('href')).toBe('/profile/offers')
    expect(api.requests('POST', '/api/proposals')[0]!.body).toEqual({ propertyId: PROPERTY, amountPaise: 75_00_000_00, terms: 'Possession in 60 days', validUntil: '2026-12-05T23:59:59+05:30' })
  })

  it('refuses an unreadable price before sending, and shows the server’s refusal', async () => {
    const api = fakeApi({ 'POST /api/proposals': () => ({ status: 422, body: { success: false, message: transactionMessages.ownProperty, code: 'UNPROCESSABLE' } }) })
    renderRoutes(page(true), `/${PROPERTY}`)
    await userEvent.click(screen.getByRole('button', { name: 'Make an offer' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }))
    expect(screen.getByText('Enter the price you offer')).toBeTruthy()
    expect(api.requests('POST', '/api/proposals')).toHaveLength(0)
    await userEvent.type(screen.getByLabelText('Your offer'), '80,00,000')
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }))
    expect((await screen.findByRole('alert')).textContent).toBe(transactionMessages.ownProperty)
  })

  it('asks a visitor to sign in and come back', () => {
    fakeApi({})
    renderRoutes(page(false), `/${PROPERTY}`)
    const link = screen.getByRole('link', { name: 'Sign in to make an offer' })
    expect(link.getAttribute('href')).toBe(`/login?from=%2F${PROPERTY}`)
  })
})

describe('an offer’s card', () => {
  const card = (value: ProposalView) => [{ path: '/', element: <ProposalCard proposal={value} /> }]

  it('offers the answers the server allows and counters with a new price at the version seen', async () => {
    const api = fakeApi({
      'POST /api/proposals/[^/]+/transition': (call) => ({ body: { success: true, proposal: proposal({ status: 'countered', turn: 'buyer', amountPaise: (call.body as { amountPaise: number }).amountPaise, allowedActions: [] }) } }),
    })
    renderRoutes(card(proposal({ version: 3 })))
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Counter', 'Reject'])
    expect(within(screen.getByRole('list', { name: 'Price history' })).getByRole('listitem').textContent).toContain('Buyer: ₹75,00,000.00')
    await userEvent.click(screen.getByRole('button', { name: 'Counter' }))
    await userEvent.type(screen.getByLabelText('Your counter-offer'), '82 L')
    await userEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }))
    await screen.findByRole('button', { name: 'Counter' })
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'counter', amountPaise: 82_00_000_00, version: 3 })
  })

  it('leads to the draft deal once accepted, and says when the other side is to answer', () => {
    fakeApi({})
    renderRoutes(card(proposal({ status: 'accepted', dealId: 'deal-1', allowedActions: [] })))
    expect(screen.getByRole('link', { name: 'Open the draft deal' }).getAttribute('href')).toBe('/deals/deal-1')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('lets the buyer withdraw while waiting', () => {
    fakeApi({})
    renderRoutes(card(proposal({ side: 'buyer', allowedActions: ['withdraw'] })))
    expect(screen.getByText('Waiting for the other side to answer.')).toBeTruthy()
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Withdraw'])
  })
})
