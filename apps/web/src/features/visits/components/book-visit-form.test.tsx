import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toIndiaLocalInput, visitMessages, visitSlotMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { BookVisitForm } from './book-visit-form'

const PROPERTY = '33333333-4444-4555-8666-777777777777'
const form = () => renderRoutes([{ path: '/', element: <BookVisitForm propertyId={PROPERTY} /> }])

/** India's wall clock `days` ahead at hh:00, as the datetime-local field takes it. */
function localIn(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${toIndiaLocalInput(date.toISOString()).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}
const setStart = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('Book a visit', () => {
  it('sends up to three slots in India time with the mode and note, and says what happens next', async () => {
    const api = fakeApi({
      'POST /api/properties/[^/]+/visits': (call) => {
        const body = call.body as { slots: { start: string; end: string }[] }
        return { status: 201, body: { success: true, visit: { id: 'v1', proposedSlots: body.slots } } }
      },
    })
    form()
    setStart('Slot 1: starts (India time)', localIn(2, 10))
    await userEvent.click(screen.getByRole('button', { name: 'Add another time' }))
    setStart('Slot 2: starts (India time)', localIn(3, 17))
    await userEvent.selectOptions(screen.getByLabelText('Slot 2: length'), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Add another time' }))
    expect(screen.queryByRole('button', { name: 'Add another time' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Remove slot 3' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Video call' }))
    await userEvent.type(screen.getByLabelText('Note for the seller (optional)'), 'Evening is best')
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }))
    expect((await screen.findByRole('status')).textContent).toMatch(/^Visit requested for .+ or .+\. The seller will confirm a time\. Your visits$/)
    const sent = api.requests('POST', `/api/properties/${PROPERTY}/visits`)[0]!.body as { slots: { start: string; end: string }[]; mode: string; notes: string }
    expect(sent.mode).toBe('video')
    expect(sent.notes).toBe('Evening is best')
    expect(sent.slots.map((slot) => toIndiaLocalInput(slot.start))).toEqual([localIn(2, 10), localIn(3, 17)])
    expect(sent.slots.map((slot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000)).toEqual([60, 30])
  })

  it('refuses a slot outside 07:00–21:00 India time before sending, and shows the server’s refusal', async () => {
    const api = fakeApi({ 'POST /api/properties/[^/]+/visits': () => ({ status: 422, body: { success: false, message: visitMessages.ownProperty, code: 'UNPROCESSABLE' } }) })
    form()
    setStart('Slot 1: starts (India time)', localIn(2, 21))
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }))
    expect(screen.getByRole('alert').textContent).toBe(`Slot 1: ${visitSlotMessages.outsideHours}`)
    expect(api.calls).toEqual([])
    setStart('Slot 1: starts (India time)', localIn(2, 11))
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }))
    expect((await screen.findByRole('alert')).textContent).toBe(visitMessages.ownProperty)
  })
})
