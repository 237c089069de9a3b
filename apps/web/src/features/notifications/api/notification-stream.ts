// The signed-in user's live notifications: GET /api/notifications/stream read with fetch, so the
// access token goes in the Authorization header (EventSource cannot send one, and tokens never go
// in a URL). Reconnects after the server's retry delay (longer after failures), sends
// Last-Event-ID so the server replays what was missed, renews the session on a 401 (the stream
// also ends when the access token expires) and stops when the session cannot be renewed.
import { createEventStreamParser, type StreamEvent } from '@vishwas/domain'
import { buildUrl, refreshSession } from '../../../lib/api-client'
import { readAccessToken } from '../../../lib/access-token'
import type { NotificationItem } from './notification-keys'

export type StreamHandlers = {
  /** Connected (again), after any replay: a moment to refetch counts. */
  onReady(): void
  onNotification(notification: NotificationItem): void
}

const MAX_DELAY_MS = 60_000

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/** Keeps the stream open until `signal` aborts (or the session ends). */
export async function runNotificationStream(handlers: StreamHandlers, signal: AbortSignal, options: { baseDelayMs?: number } = {}): Promise<void> {
  let lastEventId: string | undefined
  let retryMs = options.baseDelayMs ?? 3_000
  let failures = 0
  while (!signal.aborted) {
    const token = readAccessToken()
    if (!token) return
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` }
      if (lastEventId) headers['Last-Event-ID'] = lastEventId
      const response = await fetch(buildUrl('/notifications/stream'), { headers, signal, credentials: 'same-origin', cache: 'no-store' })
      if (response.status === 401) {
        if (!(await refreshSession(token))) return
        continue
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
      const onEvent = (event: StreamEvent) => {
        if (event.retry !== undefined) retryMs = event.retry
        if (event.event === 'ready') {
          failures = 0
          handlers.onReady()
        } else if (event.event === 'notification') {
          if (event.id) lastEventId = event.id
          handlers.onNotification(JSON.parse(event.data) as NotificationItem)
        }
      }
      const parser = createEventStreamParser(onEvent)
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } catch {
      if (signal.aborted) return
      failures += 1
    }
    // Spread reconnects out (a restarted server meets its browsers over a few seconds).
    const delay = Math.min(MAX_DELAY_MS, retryMs * 2 ** Math.min(failures, 5)) * (0.75 + Math.random() * 0.5)
    await sleep(delay, signal)
  }
}
