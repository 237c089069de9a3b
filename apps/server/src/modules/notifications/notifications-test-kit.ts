// Fixtures of the notification tests: notifications written as a use case writes them (in a
// transaction, announced on commit), and a stream client that reads the SSE stream with fetch and
// the Bearer header, as the web app does.
import { createEventStreamParser, type NotificationKind, type StreamEvent } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { insertNotifications } from './notifications.repository'

/** Inserts one notification for `userId` in a transaction of its own; answers its id. */
export async function notify(database: DatabaseHandle, userId: string, overrides: { kind?: NotificationKind; title?: string; body?: string; link?: string } = {}): Promise<string> {
  const [id] = await database.transaction((query) => insertNotifications(query, [{ userId, kind: 'system', title: 'Hello', ...overrides }]))
  return id!
}

export type StreamClient = {
  status: number
  headers: Headers
  events: StreamEvent[]
  /** Resolves with the first event (already received or to come) that matches, or rejects after timeoutMs. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

export async function openStream(baseUrl: string, authorization: string | undefined, options: { lastEventId?: string; query?: string } = {}): Promise<StreamClient> {
  const controller = new AbortController()
  const headers: Record<string, string> = { accept: 'text/event-stream' }
  if (authorization) headers.authorization = authorization
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId
  const response = await fetch(`${baseUrl}/api/notifications/stream${options.query ?? ''}`, { headers, signal: controller.signal })
  const events: StreamEvent[] = []
  const waiters = new Set<() => void>()
  const parser = createEventStreamParser((event) => {
    events.push(event)
    for (const waiter of [...waiters]) waiter()
  })
  const ended = (async () => {
    if (!response.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }))
    } catch {
      // Aborted by close().
    }
  })()
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match)
          if (!found) return
          cleanup()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    close: () => controller.abort(),
  }
}

export const isNotification = (id: string) => (event: StreamEvent) => event.event === 'notification' && event.id === id
export const isReady = (event: StreamEvent) => event.event === 'ready'
