import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { transactionMessages, type DealWithTimelineView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { CreateDealPage } from './create-deal-form'
import { DealPage } from './deal-page'

const PROPERTY = '00000000-0000-4000-8000-0000000000aa'
const DEAL = '00000000-0000-4000-8000-0000000000d1'

const deal = (overrides: Partial<DealWithTimelineView> = {}): DealWithTimelineView => ({
  id: DEAL,
  propertyId: PROPERTY,
  propertyReference: 'PROP-2026-0001',
  propertyTitle: 'Builder floor in Kharar',
  type: 'sale',
  parties: [
    { userId: 'b', role: 'buyer', name: 'Ananya Iyer' },
    { userId: 's', role: 'seller', name: 'Priya Verma' },
  ],
  amountPaise: 80_00_000_00,
  tokenAmountPaise: null,
  terms: 'Registry costs shared',
  status: 'escrow-funded',
  source: 'proposal',
  sourceId: 'p',
  agreementDate: null,
  closingDate: null,
  version: 4,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  allowedActions: ['verify-documents'],
  tokenDuePaise: 8_00_000_00,
  canPayToken: false,
  platformFeePaise: 0,
  tokenPayment: { id: 'pay-1', status: 'succeeded', escrowStatus: 'held', amountPaise: 8_00_000_00, receiptNumber: 'VR-2026-000001' },
  timeline: [
    { id: 'e1', actorId: 'b', actorName: 'Ananya Iyer', action: 'open', fromStatus: null, toStatus: 'draft', note: '', createdAt: '2026-11-28T10:00:00.000Z' },
    { id: 'e2', actorId: null, actorName: null, action: 'fund-escrow', fromStatus: 'agreed', toStatus: 'escrow-funded', note: '₹8,00,000.00 held in escrow (receipt VR-2026-000001)', createdAt: '2026-11-28T11:00:00.000Z' },
  ],
  ...overrides,
})

describe('a deal’s page', () => {
  it('shows its parties, timeline and the allowed step, and names missing documents when refused', async () => {
    const api = fakeApi({
      'GET /api/deals/[^/]+': () => ({ body: { success: true, deal: deal() } }),
      'POST /api/deals/[^/]+/transition': () => ({ status: 409, body: { success: false, message: transactionMessages.documentsMissing(['titleDeed'], []), code: 'CONFLICT' } }),
    })
    renderRoutes([{ path: '/deals/:dealId', element: <DealPage dealId={DEAL} /> }], `/deals/${DEAL}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Builder floor in Kharar' })).toBeTruthy()
    expect(screen.getByText('Ananya Iyer')).toBeTruthy()
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')
    expect(timeline.map((item) => item.querySelector('p')?.textContent)).toEqual(['Opened as Draft', 'Agreed → Escrow funded'])
    expect(timeline[1]!.textContent).toContain('System')
    expect(timeline[1]!.textContent).toContain('held in escrow (receipt VR-2026-000001)')
    await userEvent.type(screen.getByLabelText('Note for the timeline (optional)'), 'All papers in')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm documents verified' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The required documents are not complete (missing: Title Deeds)')
    expect(api.requests('POST', `/api/deals/${DEAL}/transition`)[0]!.body).toEqual({ action: 'verify-documents', version: 4, note: 'All papers in' })
  })

  it('says when the deal cannot be seen', async () => {
    fakeApi({ 'GET /api/deals/[^/]+': () => ({ status: 404, body: { success: false, message: transactionMessages.dealNotFound, code: 'NOT_FOUND' } }) })
    renderRoutes([{ path: '/deals/:dealId', element: <DealPage dealId={DEAL} /> }], `/deals/${DEAL}`)
    expect((await screen.findByRole('alert')).textContent).toBe(transactionMessages.dealNotFound)
  })
})

describe('making a deal', () => {
  it('asks for the property first, then opens a draft deal in paise and goes to its page', async () => {
    const api = fakeApi({ 'POST /api/deals': () => ({ status: 201, body: { success: true, deal: deal({ status: 'draft' }) } }), 'GET /api/deals/[^/]+': () => ({ body: { success: true, deal: deal() } }) })
    const { router } = renderRoutes(
      [
        { path: '/create-deal', element: <CreateDealPage /> },
        { path: '/deals/:dealId', element: <p>deal page</p> },
      ],
      '/create-deal',
    )
    await userEvent.type(screen.getByLabelText('Property reference or page address'), `https://vishwas.example/${PROPERTY}`)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(router.state.location.search).toBe(`?propertyId=${PROPERTY}`)
    await userEvent.selectOptions(screen.getByLabelText('Deal type'), 'rent')
    await userEvent.type(screen.getByLabelText('Rent per month'), '45,000')
    await userEvent.type(screen.getByLabelText('Token amount (optional)'), '90000')
    await userEvent.click(screen.getByRole('button', { name: 'Open a draft deal' }))
    expect(await screen.findByText('deal page')).toBeTruthy()
    expect(api.requests('POST', '/api/deals')[0]!.body).toEqual({ propertyId: PROPERTY, type: 'rent', amountPaise: 45_000_00, tokenAmountPaise: 90_000_00 })
  })

  it('shows the server’s refusal of a deal with oneself', async () => {
    fakeApi({ 'POST /api/deals': () => ({ status: 422, body: { success: false, message: transactionMessages.sameParties, code: 'UNPROCESSABLE' } }) })
    renderRoutes([{ path: '/create-deal', element: <CreateDealPage /> }], `/create-deal?propertyId=${PROPERTY}`)
    await userEvent.type(screen.getByLabelText('Price'), '80 L')
    await userEvent.type(screen.getByLabelText(/user id/), '00000000-0000-4000-8000-000000000002')
    await userEvent.click(screen.getByRole('button', { name: 'Open a draft deal' }))
    expect((await screen.findByRole('alert')).textContent).toBe(transactionMessages.sameParties)
  })
})
