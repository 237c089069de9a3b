// The hub's stream keeping, without a database: heartbeats, the end of a stream at its token's
// expiry, the cap per user, and shutdown (every stream ended, a new one refused).
import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { createNotificationHub } from './notification-hub'
import type { NotificationsRepository } from './notifications.repository'

class FakeResponse extends EventEmitter {
  status = 0
  headers: Record<string, unknown> = {}
  written = ''
  ended = false
  writableLength = 0
  socket = { setTimeout: vi.fn() }
  writeHead(status: number, headers: Record<string, unknown>) {
    this.status = status
    this.headers = headers
    return this
  }
  write(text: string) {
    this.written += text
    return true
  }
  end() {
    this.ended = true
    this.emit('close')
    return this
  }
}

function hub(options: { heartbeatMs?: number; maxStreamsPerUser?: number } = {}) {
  const listen = vi.fn((_channel: string, _handlers: unknown) => Promise.resolve(() => Promise.resolve()))
  const database = { listen } as unknown as DatabaseHandle
  const repository = { find: vi.fn(), replay: vi.fn(() => Promise.resolve([])) } as unknown as NotificationsRepository
  return { listen, hub: createNotificationHub({ database, repository, log: { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger, ...options }) }
}

const open = (target: ReturnType<typeof createNotificationHub>, userId = 'u1', expiresAt = Date.now() / 1000 + 900) => {
  const response = new FakeResponse()
  target.open({ userId, response: response as unknown as ServerResponse, expiresAt })
  return response
}

afterEach(() => vi.useRealTimers())

describe('the notification hub', () => {
  it('listens once, opens an event stream without a socket timeout and sends heartbeats', async () => {
    vi.useFakeTimers()
    const { hub: target, listen } = hub({ heartbeatMs: 1000 })
    await target.start()
    expect(listen).toHaveBeenCalledTimes(1)
    expect(listen.mock.calls[0]?.[0]).toBe('user_notifications')
    const response = open(target)
    expect(response.status).toBe(200)
    expect(response.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' })
    expect(response.socket.setTimeout).toHaveBeenCalledWith(0)
    await vi.advanceTimersByTimeAsync(2500)
    expect(response.written.match(/: heartbeat\n\n/g)).toHaveLength(2)
    await target.stop()
  })

  it('ends a stream when its token expires', async () => {
    vi.useFakeTimers()
    const { hub: target } = hub()
    await target.start()
    const response = open(target, 'u1', Date.now() / 1000 + 5)
    await vi.advanceTimersByTimeAsync(4000)
    expect(response.ended).toBe(false)
    await vi.advanceTimersByTimeAsync(1500)
    expect(response.ended).toBe(true)
    expect(target.count('u1')).toBe(0)
    await target.stop()
  })

  it('closes the oldest past the cap, and on shutdown every stream, refusing new ones', async () => {
    const { hub: target } = hub({ maxStreamsPerUser: 2 })
    await target.start()
    const [first, second, third] = [open(target), open(target), open(target)]
    expect([first.ended, second.ended, third.ended]).toEqual([true, false, false])
    const other = open(target, 'u2')
    expect(target.count()).toBe(3)
    target.closeAll()
    expect([second.ended, third.ended, other.ended]).toEqual([true, true, true])
    expect(target.count()).toBe(0)
    expect(open(target).status).toBe(503)
    await target.stop()
  })
})
