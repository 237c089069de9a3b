import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toIndiaLocalInput, visitMessages, type VisitView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { VisitCard } from './visit-card'

const slotIn = (days: number, hour: number) => {
  const india = new Date(Date.now() + days * 86_400_000 + 330 * 60_000)
  const start = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), hour) - 330 * 60_000
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() }
}
const first = slotIn(2, 10)
const second = slotIn(3, 16)
const visit: VisitView = {
  id: 'v1',
  propertyId: 'p1',
  propertyReference: 'PROP-1',
  propertyTitle: 'Flat in Mohali',
  propertyAddress: 'Sector 70, Mohali',
  visitorId: 'u1',
  visitorName: 'Ananya Iyer',
  hostId: null,
  mode: 'in-person',
  status: 'requested',
  proposedSlots: [first, second],
  proposedBy: 'visitor',
  slot: first,
  notes: 'Ring twice',
  version: 3,
  allowedActions: ['confirm', 'propose', 'cancel'],
  createdAt: first.start,
  updatedAt: first.start,
}

describe('a visit on the tools calendar', () => {
  it('confirms the chosen proposed time with the version read', async () => {
    const api = fakeApi({ 'POST /api/visits/v1/transitions': () => ({ body: { success: true, visit: { ...visit, status: 'confirmed' } } }) })
    renderRoutes([{ path: '/', element: <VisitCard visit={visit} viewer="host" /> }])
    const card = screen.getByRole('article', { name: 'Visit: Ananya Iyer' })
    expect(within(card).getByText('Requested')).toBeTruthy()
    expect(within(card).getByText('Note: Ring twice')).toBeTruthy()
    const confirms = within(card).getAllByRole('button', { name: /^Confirm/ })
    expect(confirms).toHaveLength(2)
    await userEvent.click(confirms[1]!)
    expect(api.requests('POST', '/api/visits/v1/transitions')[0]!.body).toEqual({ action: 'confirm', version: 3, slotStart: second.start })
    expect(within(card).getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe('/api/visits/v1/calendar.ics')
  })

  it('proposes another time in India time, and shows a refusal', async () => {
    const api = fakeApi({ 'POST /api/visits/v1/transitions': () => ({ status: 409, body: { success: false, message: visitMessages.awaitingVisitor, code: 'CONFLICT' } }) })
    renderRoutes([{ path: '/', element: <VisitCard visit={visit} viewer="host" /> }])
    await userEvent.click(screen.getByRole('button', { name: 'Propose another time' }))
    const form = screen.getByRole('form', { name: 'Propose another time' })
    const later = slotIn(4, 18)
    fireEvent.change(within(form).getByLabelText('New time: starts (India time)'), { target: { value: toIndiaLocalInput(later.start) } })
    await userEvent.click(within(form).getByRole('button', { name: 'Send proposal' }))
    expect((await screen.findByRole('alert')).textContent).toBe(visitMessages.awaitingVisitor)
    expect(api.requests('POST', '/api/visits/v1/transitions')[0]!.body).toEqual({ action: 'propose', version: 3, slots: [later] })
  })

  it('offers only what the server allows: a visitor with a confirmed visit may cancel', () => {
    fakeApi({})
    renderRoutes([{ path: '/', element: <VisitCard visit={{ ...visit, status: 'confirmed', allowedActions: ['cancel'] }} viewer="visitor" /> }])
    const card = screen.getByRole('article', { name: 'Visit: Flat in Mohali' })
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel visit'])
    expect(within(card).getByText(/^In person: /)).toBeTruthy()
  })
})
