// The header's bell: its name and badge say the unread count, the count rises live when the
// stream brings a notification, and the stream is read with the Bearer header (never a token in
// the URL), reconnecting with Last-Event-ID.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearAccessCookie, makeToken, setAccessCookie } from '../../auth/test-support'
import { fakeApi } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { runNotificationStream } from '../api/notification-stream'
import { NotificationBell } from './notification-bell'

/** A fake stream endpoint: each request gets a stream the test writes to. */
function fakeStreams(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes)
  const requests: { url: string; headers: Record<string, string> }[] = []
  const writers: ReadableStreamDefaultController<Uint8Array>[] = []
  const encoder = new TextEncoder()
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (!url.includes('/api/notifications/stream')) return api.fetchMock(input, init)
      requests.push({ url, headers: { ...(init?.headers as Record<string, string>) } })
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          writers.push(controller)
          // As fetch does: an aborted request errors its body.
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('The request was aborted', 'AbortError')))
        },
      })
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }))
    }),
  )
  return {
    requests,
    send: (text: string, stream = writers.length - 1) => writers[stream]!.enqueue(encoder.encode(text)),
    end: (stream = writers.length - 1) => writers[stream]!.close(),
    opened: () => writers.length,
  }
}

const notification = (id: string) => JSON.stringify({ id, kind: 'invitation', title: 'You are invited', body: '', read: false, createdAt: '2026-11-28T08:00:00.000Z' })

afterEach(() => {
  clearAccessCookie()
  vi.unstubAllGlobals()
})

function renderBell() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('NotificationBell', () => {
  it('names the unread count, shows it as a badge and links to the notifications page', async () => {
    const token = makeToken()
    setAccessCookie(token)
    fakeStreams({ 'GET /api/notifications/unread-count': () => ({ body: { success: true, unreadCount: 2 } }) })
    renderBell()
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' })
    expect(bell.getAttribute('href')).toBe('/notifications')
    expect(screen.getByTestId('unread-badge').textContent).toBe('2')
  })

  it('says none unread without a badge', async () => {
    setAccessCookie(makeToken())
    fakeStreams({ 'GET /api/notifications/unread-count': () => ({ body: { success: true, unreadCount: 0 } }) })
    renderBell()
    await screen.findByRole('link', { name: 'Notifications, none unread' })
    expect(screen.queryByTestId('unread-badge')).toBeNull()
  })

  it('rises live when the stream brings a notification, reading the stream with the Bearer header', async () => {
    const token = makeToken()
    setAccessCookie(token)
    let unread = 1
    const streams = fakeStreams({ 'GET /api/notifications/unread-count': () => ({ body: { success: true, unreadCount: unread } }) })
    renderBell()
    await screen.findByRole('link', { name: 'Notifications, 1 unread' })
    await waitFor(() => expect(streams.opened()).toBe(1))
    expect(streams.requests[0]!.headers.Authorization).toBe(`Bearer ${token}`)
    expect(streams.requests[0]!.url).not.toContain(token)
    streams.send(': connected\n\nevent: ready\ndata: {}\n\n')
    unread = 2
    streams.send(`id: n2\nevent: notification\ndata: ${notification('n2')}\n\n`)
    await screen.findByRole('link', { name: 'Notifications, 2 unread' })
    expect(screen.getByTestId('unread-badge').textContent).toBe('2')
  })
})

describe('runNotificationStream', () => {
  it('reconnects after the stream ends, sending the last event id', async () => {
    setAccessCookie(makeToken())
    const streams = fakeStreams({})
    const received: string[] = []
    let ready = 0
    const controller = new AbortController()
    const running = runNotificationStream({ onReady: () => (ready += 1), onNotification: (item) => received.push(item.id) }, controller.signal, { baseDelayMs: 1 })
    await waitFor(() => expect(streams.opened()).toBe(1))
    streams.send(`event: ready\ndata: {}\n\nid: n7\nevent: notification\ndata: ${notification('n7')}\n\n`)
    await waitFor(() => expect(received).toEqual(['n7']))
    streams.end()
    await waitFor(() => expect(streams.opened()).toBe(2))
    expect(streams.requests[1]!.headers['Last-Event-ID']).toBe('n7')
    streams.send('event: ready\ndata: {}\n\n')
    await waitFor(() => expect(ready).toBe(2))
    controller.abort()
    await running
  })

  it('does not connect without a session', async () => {
    const streams = fakeStreams({})
    await runNotificationStream({ onReady: () => undefined, onNotification: () => undefined }, new AbortController().signal)
    expect(streams.opened()).toBe(0)
  })
})
