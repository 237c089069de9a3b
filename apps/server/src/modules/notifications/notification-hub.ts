// Live delivery: each instance keeps ONE listener on NOTIFICATION_CHANNEL (a dedicated PostgreSQL
// connection doing LISTEN, or PGlite's listen) and the Server-Sent Event streams open on it, by
// user. A notification is announced on commit with its id and user; the hub reads it once and
// writes it to that user's streams here (another instance holding the user's other streams hears
// the same announcement). A rolled-back event is never announced, so never sent.
//
// Each stream: a heartbeat comment so proxies keep it open, at most MAX_STREAMS_PER_USER per user
// (the oldest closed), closed at its token's expiry (the browser reconnects with a fresh one),
// on client disconnect and on shutdown. A reconnecting browser sends Last-Event-ID (or ?since=)
// and first gets what it missed; after the listener itself reconnects, every stream catches up.
import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import { NOTIFICATION_CHANNEL, type NotificationRecord, type NotificationsRepository } from './notifications.repository'

export const MAX_STREAMS_PER_USER = 5
export const HEARTBEAT_MS = 15_000
/** A browser waits this long before reconnecting (the stream's `retry:`). */
export const RECONNECT_DELAY_MS = 3_000
/** A client that reads nothing while this much is queued for it is cut off (it reconnects and replays). */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** Ids a stream remembers sending, so a replay that overlaps live delivery sends nothing twice. */
const SENT_MEMORY = 200

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  connection: 'keep-alive',
  // nginx: pass each event on at once instead of buffering the response.
  'x-accel-buffering': 'no',
} as const

type Stream = {
  userId: string
  response: ServerResponse
  sent: string[]
  /** The newest createdAt sent (or the opening time): where a catch-up starts. */
  since: string
  expiry: NodeJS.Timeout | undefined
  closed: boolean
}

export type OpenStreamInput = {
  userId: string
  response: ServerResponse
  /** The access token's expiry (seconds since the epoch): the stream ends then. */
  expiresAt: number
  lastEventId?: string | undefined
  since?: string | undefined
  /** Headers the reply had collected (security headers, request id). */
  headers?: Record<string, string | string[] | number | undefined>
}

export type NotificationHub = {
  start(): Promise<void>
  open(input: OpenStreamInput): void
  /** Open streams on this instance (all, or one user's). */
  count(userId?: string): number
  /** Ends every stream (shutdown, before the server stops taking connections). */
  closeAll(): void
  /** Stops listening (after closeAll). */
  stop(): Promise<void>
}

export function createNotificationHub(input: {
  database: DatabaseHandle
  repository: NotificationsRepository
  log: FastifyBaseLogger
  heartbeatMs?: number
  maxStreamsPerUser?: number
}): NotificationHub {
  const { database, repository, log } = input
  const maxPerUser = input.maxStreamsPerUser ?? MAX_STREAMS_PER_USER
  const byUser = new Map<string, Set<Stream>>()
  let stopListening: (() => Promise<void>) | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let closing = false

  function write(stream: Stream, text: string): void {
    if (stream.closed) return
    stream.response.write(text)
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) close(stream)
  }

  function send(stream: Stream, notification: NotificationRecord): void {
    if (stream.closed || stream.sent.includes(notification.id)) return
    stream.sent.push(notification.id)
    if (stream.sent.length > SENT_MEMORY) stream.sent.shift()
    if (notification.createdAt > stream.since) stream.since = notification.createdAt
    write(stream, `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`)
  }

  function close(stream: Stream): void {
    if (stream.closed) return
    stream.closed = true
    clearTimeout(stream.expiry)
    const streams = byUser.get(stream.userId)
    streams?.delete(stream)
    if (streams?.size === 0) byUser.delete(stream.userId)
    stream.response.end()
  }

  async function deliver(userId: string, id: string): Promise<void> {
    const streams = byUser.get(userId)
    if (!streams || streams.size === 0) return
    const notification = await repository.find(userId, id)
    if (!notification) return
    for (const stream of byUser.get(userId) ?? []) send(stream, notification)
  }

  async function catchUp(stream: Stream, from: { afterId?: string | undefined; since?: string | undefined }): Promise<void> {
    const missed = await repository.replay({ userId: stream.userId, ...from })
    for (const notification of missed) send(stream, notification)
  }

  function onMessage(payload: string): void {
    let announced: { id?: unknown; userId?: unknown }
    try {
      announced = JSON.parse(payload) as typeof announced
    } catch {
      return
    }
    if (typeof announced.id !== 'string' || typeof announced.userId !== 'string') return
    deliver(announced.userId, announced.id).catch((error: unknown) => log.warn({ err: error }, 'a notification could not be delivered live'))
  }

  function onReconnect(): void {
    log.info('notification listener connected again: open streams catch up')
    for (const streams of byUser.values()) {
      for (const stream of streams) catchUp(stream, { since: stream.since }).catch((error: unknown) => log.warn({ err: error }, 'a stream could not catch up'))
    }
  }

  return {
    async start() {
      stopListening = await database.listen(NOTIFICATION_CHANNEL, {
        onMessage,
        onReconnect,
        onError: (error) => log.warn({ err: error }, 'notification listener lost its connection'),
      })
      heartbeat = setInterval(() => {
        for (const streams of byUser.values()) for (const stream of streams) write(stream, ': heartbeat\n\n')
      }, input.heartbeatMs ?? HEARTBEAT_MS)
      heartbeat.unref()
    },

    open(request) {
      const { response, userId } = request
      if (closing) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end()
        return
      }
      // The socket's inactivity timeout (the request timeout) does not apply to a stream.
      response.socket?.setTimeout(0)
      response.writeHead(200, { ...request.headers, ...SSE_HEADERS })
      const stream: Stream = { userId, response, sent: [], since: new Date().toISOString(), expiry: undefined, closed: false }
      const streams = byUser.get(userId) ?? new Set<Stream>()
      byUser.set(userId, streams)
      streams.add(stream)
      // Oldest first (a Set keeps insertion order).
      for (const oldest of streams) {
        if (streams.size <= maxPerUser) break
        close(oldest)
      }
      response.on('close', () => close(stream))
      const untilExpiry = request.expiresAt * 1000 - Date.now()
      stream.expiry = setTimeout(() => close(stream), Math.max(0, untilExpiry))
      stream.expiry.unref()
      write(stream, `retry: ${RECONNECT_DELAY_MS}\n: connected\n\n`)
      const from = request.lastEventId ? { afterId: request.lastEventId } : request.since ? { since: request.since } : undefined
      const replay = from ? catchUp(stream, from) : Promise.resolve()
      // `ready` once what was missed is sent: from here on, everything announced arrives live.
      replay
        .catch((error: unknown) => log.warn({ err: error }, 'a stream could not replay what it missed'))
        .finally(() => write(stream, 'event: ready\ndata: {}\n\n'))
    },

    count(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0
      let total = 0
      for (const streams of byUser.values()) total += streams.size
      return total
    },

    closeAll() {
      closing = true
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) close(stream)
    },

    async stop() {
      clearInterval(heartbeat)
      const stopping = stopListening
      stopListening = undefined
      await stopping?.()
    },
  }
}
