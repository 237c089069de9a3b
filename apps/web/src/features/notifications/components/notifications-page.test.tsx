// The notifications page: newest first with links into the app (never elsewhere), unread marked
// for screen readers, mark one and mark all read through the API, and the unread filter.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { NotificationsPage } from './notifications-page'

const item = (id: string, title: string, read: boolean, link?: string) => ({ id, userId: 'u', kind: 'invitation', title, body: `About ${title}`, read, createdAt: '2026-11-28T08:00:00.000Z', ...(link ? { link } : {}) })

function renderPage(initial = '/notifications') {
  let items = [item('a', 'Invited to PROP-1', false, '/profile'), item('b', 'Odd link', false, '//evil.example'), item('c', 'Old news', true)]
  const api = fakeApi({
    'GET /api/notifications': ({ url }) => {
      const shown = url.searchParams.get('unread') === 'true' ? items.filter((entry) => !entry.read) : items
      const unreadCount = items.filter((entry) => !entry.read).length
      return { body: { success: true, notifications: shown, unreadCount, pagination: { page: 1, limit: 20, total: shown.length, pages: 1 } } }
    },
    'POST /api/notifications/[^/]+/read': ({ url }) => {
      const id = url.pathname.split('/')[3]
      items = items.map((entry) => (entry.id === id ? { ...entry, read: true } : entry))
      return { body: { success: true, notification: items.find((entry) => entry.id === id) } }
    },
    'POST /api/notifications/read-all': () => {
      items = items.map((entry) => ({ ...entry, read: true }))
      return { body: { success: true, updated: 2, unreadCount: 0 } }
    },
  })
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[initial]}>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { api, user: userEvent.setup() }
}

describe('NotificationsPage', () => {
  it('lists them newest first with links into the app only', async () => {
    renderPage()
    await screen.findByText('2 unread notifications')
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem')
    expect(items.map((entry) => entry.textContent)).toEqual([expect.stringContaining('Unread: Invited to PROP-1'), expect.stringContaining('Unread: Odd link'), expect.stringContaining('Old news')])
    expect(screen.getByRole('link', { name: 'Invited to PROP-1' }).getAttribute('href')).toBe('/profile')
    expect(screen.queryByRole('link', { name: 'Odd link' })).toBeNull()
  })

  it('marks one read, then all', async () => {
    const { api, user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Odd link' }))
    await screen.findByText('1 unread notification')
    expect(api.requests('POST', '/api/notifications/b/read')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await screen.findByText('All caught up')
    expect(api.requests('POST', '/api/notifications/read-all')).toHaveLength(1)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true))
  })

  it('shows only the unread with the filter', async () => {
    const { api } = renderPage('/notifications?filter=unread')
    await screen.findByText('2 unread notifications')
    expect(screen.queryByText('Old news')).toBeNull()
    expect(api.calls.some((call) => call.url.searchParams.get('unread') === 'true')).toBe(true)
    expect(screen.getByRole('link', { name: 'Unread' }).getAttribute('aria-current')).toBe('page')
  })
})
