import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { AdminInquiry } from '../api/admin-inquiry-types'
import { AdminInquiriesPage } from './admin-inquiries-page'

const inquiry: AdminInquiry = {
  id: '22222222-2222-4222-8222-222222222222',
  propertyId: '33333333-3333-4333-8333-333333333333',
  propertyReference: 'PROP-TEST9-AB12',
  propertyTitle: 'Garden villa in Kharar',
  userId: 'u-buyer',
  name: 'Meera <i>Iyer</i>',
  message: 'Is the price negotiable?',
  messageCount: 2,
  status: 'new',
  version: 0,
  allowedActions: ['contact', 'qualify', 'close', 'mark-spam'],
  createdAt: '2026-11-27T10:00:00.000Z',
  lastMessageAt: '2026-11-27T11:00:00.000Z',
}

function renderPage() {
  let current = inquiry
  const api = fakeApi({
    'GET /api/admin/inquiries': () => ({ body: { success: true, inquiries: [current], pagination: { page: 1, limit: 20, total: 1, pages: 1 } } }),
    'GET /api/admin/inquiries/[^/]+': () => ({
      body: {
        success: true,
        inquiry: current,
        messages: [
          { id: 'm1', authorName: 'Meera Iyer', fromAsker: true, body: 'Is the price negotiable?', createdAt: '2026-11-27T10:00:00.000Z' },
          { id: 'm2', authorName: 'Asha Verma', fromAsker: false, body: 'A little.', createdAt: '2026-11-27T11:00:00.000Z' },
        ],
      },
    }),
    'POST /api/admin/inquiries/[^/]+/transitions': () => {
      current = { ...current, status: 'spam', version: 1, allowedActions: [] }
      return { body: { success: true, inquiry: current } }
    },
  })
  renderRoutes([{ path: '/admin/inquiries', element: <AdminInquiriesPage /> }], '/admin/inquiries')
  return { api, user: userEvent.setup() }
}

describe('AdminInquiriesPage', () => {
  it('lists every inquiry, opens its thread, and moves its status through the admin call', async () => {
    const { api, user } = renderPage()
    const row = (await screen.findByText('Meera <i>Iyer</i>')).closest('li') as HTMLElement
    expect(within(row).getByRole('link', { name: 'Garden villa in Kharar' }).getAttribute('href')).toBe(`/admin/property/${inquiry.propertyId}`)
    expect(within(row).getByText('New')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: 'Show thread' }))
    expect(await within(row).findByText('A little.')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: 'Mark as spam' }))
    await waitFor(() => expect(within(row).getByText('Spam')).toBeTruthy())
    expect(api.requests('POST', `/api/admin/inquiries/${inquiry.id}/transitions`)[0]?.body).toEqual({ action: 'mark-spam', version: 0 })
  })

  it('filters by status and listing', async () => {
    const { api, user } = renderPage()
    await screen.findByText('Meera <i>Iyer</i>')
    await user.selectOptions(screen.getByLabelText('Status'), 'qualified')
    await user.type(screen.getByLabelText('Property (ID or PROP- reference)'), 'PROP-TEST9-AB12')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(api.requests('GET', '/api/admin/inquiries').at(-1)?.url.searchParams.get('status')).toBe('qualified'))
    expect(api.requests('GET', '/api/admin/inquiries').at(-1)?.url.searchParams.get('propertyId')).toBe('PROP-TEST9-AB12')
  })
})
