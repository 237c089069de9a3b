import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { Inquiry, InquiryMessage } from '../api/inquiry-types'
import { InquiryThread } from './inquiry-thread'

const inquiry: Inquiry = {
  id: 'i1',
  propertyId: 'p1',
  propertyReference: 'PROP-1',
  propertyTitle: 'Flat in Mohali',
  userId: 'u1',
  name: 'Ananya Iyer',
  sharePhone: false,
  message: 'Is it east facing?',
  messageCount: 2,
  status: 'new',
  version: 2,
  allowedActions: ['contact', 'qualify', 'close', 'mark-spam'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastMessageAt: '2026-11-20T10:05:00.000Z',
}
const messages: InquiryMessage[] = [
  { id: 'm1', authorId: 'u1', authorName: 'Ananya Iyer', fromAsker: true, body: 'Is it east facing?', createdAt: '2026-11-20T10:00:00.000Z' },
  { id: 'm2', authorId: null, authorName: null, fromAsker: false, body: '<b>Yes</b>', createdAt: '2026-11-20T10:05:00.000Z' },
]

describe('an inquiry thread', () => {
  it('shows the host the thread as text, the number only when shared, and sends a reply and a status', async () => {
    const api = fakeApi({
      'GET /api/inquiries/i1': () => ({ body: { success: true, inquiry, messages } }),
      'POST /api/inquiries/i1/messages': () => ({ status: 201, body: { success: true, inquiry, messages } }),
      'POST /api/inquiries/i1/transitions': () => ({ body: { success: true, inquiry: { ...inquiry, status: 'contacted' } } }),
    })
    renderRoutes([{ path: '/', element: <InquiryThread inquiryId="i1" viewer="host" /> }])
    const thread = await screen.findByRole('region', { name: 'Inquiry about Flat in Mohali' })
    expect(within(thread).getByText('The buyer did not share their number: answer here.')).toBeTruthy()
    expect(within(thread).getByText('<b>Yes</b>')).toBeTruthy()
    await userEvent.type(within(thread).getByLabelText('Your reply'), 'Yes, east facing.')
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }))
    expect(api.requests('POST', '/api/inquiries/i1/messages')[0]!.body).toEqual({ body: 'Yes, east facing.' })
    await userEvent.click(within(thread).getByRole('button', { name: 'Mark contacted' }))
    expect(api.requests('POST', '/api/inquiries/i1/transitions')[0]!.body).toEqual({ action: 'contact', version: 2 })
  })

  it('shows a shared number to the host', async () => {
    fakeApi({ 'GET /api/inquiries/i1': () => ({ body: { success: true, inquiry: { ...inquiry, sharePhone: true, phoneNumber: '+919800000004' }, messages } }) })
    renderRoutes([{ path: '/', element: <InquiryThread inquiryId="i1" viewer="host" /> }])
    expect(await screen.findByText('Phone: +919800000004')).toBeTruthy()
  })
})
