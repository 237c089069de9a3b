import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, type FakeReply } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { DeletedProperty } from '../api/get-deleted-properties'
import { DeletedPropertiesPage } from './deleted-properties-page'

const entry: DeletedProperty = {
  id: '11111111-2222-4333-8444-555555555555',
  reference: 'PROP-TEST1-AB12',
  title: 'Corner plot in Sector 82',
  status: 'active',
  city: 'Mohali',
  state: 'Punjab',
  deletedAt: '2026-11-20T10:30:00.000Z',
  deletedBy: { id: 'did-asha', name: 'Asha Verma' },
  restorableUntil: '2026-12-20T10:30:00.000Z',
}
const listed = (properties: DeletedProperty[]) => ({ body: { success: true, properties, pagination: { page: 1, limit: 20, total: properties.length, pages: 1 } } })

function renderPage(restore: () => FakeReply) {
  let restored = false
  const api = fakeApi({
    'GET /api/admin/deleted-properties': () => listed(restored ? [] : [entry]),
    'POST /api/admin/deleted-properties/[^/]+/restore': () => {
      const reply = restore()
      if (!(reply instanceof Error) && (reply.status ?? 200) === 200) restored = true
      return reply
    },
  })
  renderRoutes([{ path: '/admin/deleted-properties', element: <DeletedPropertiesPage /> }], '/admin/deleted-properties')
  return { api, user: userEvent.setup() }
}

describe('DeletedPropertiesPage', () => {
  it('lists what can be restored and restores one', async () => {
    const { api, user } = renderPage(() => ({ body: { success: true, message: 'Property restored' } }))
    const item = (await screen.findByText('Corner plot in Sector 82')).closest('li') as HTMLElement
    expect(item.textContent).toContain('PROP-TEST1-AB12')
    expect(item.textContent).toContain('by Asha Verma')
    expect(item.querySelectorAll('time')[1]?.getAttribute('dateTime')).toBe(entry.restorableUntil)
    expect(screen.getByText(/Restore it within 30 days/)).toBeTruthy()
    await user.click(within(item).getByRole('button', { name: 'Restore Corner plot in Sector 82' }))
    expect(await screen.findByText('No deleted properties can be restored.')).toBeTruthy()
    expect(api.requests('POST', `/api/admin/deleted-properties/${entry.id}/restore`)).toHaveLength(1)
  })

  it("shows the server's reason when a restore is refused", async () => {
    const message = 'Another property now uses this reference, so this one cannot be restored'
    const { user } = renderPage(() => ({ status: 409, body: { success: false, message, code: 'CONFLICT' } }))
    await user.click(await screen.findByRole('button', { name: 'Restore Corner plot in Sector 82' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.getByText('Corner plot in Sector 82')).toBeTruthy()
  })
})
