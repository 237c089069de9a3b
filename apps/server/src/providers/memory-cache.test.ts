import { describe, expect, it, vi } from 'vitest'
import { createMemoryCache } from './memory-cache'

describe('memory cache', () => {
  it('keeps an answer for its time to live, and shares a call in flight', async () => {
    let clock = 0
    const cache = createMemoryCache<number>({ ttlMs: 1000, now: () => clock })
    const load = vi.fn(() => Promise.resolve(clock))
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([a, b, load.mock.calls.length]).toEqual([0, 0, 1])
    clock = 999
    expect(await cache.get('k', load)).toBe(0)
    clock = 1000
    expect(await cache.get('k', load)).toBe(1000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets failures and its oldest entries', async () => {
    const cache = createMemoryCache<string>({ ttlMs: 1000, maxEntries: 2 })
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(cache.size).toBe(0)
    await cache.get('a', () => Promise.resolve('a'))
    await cache.get('b', () => Promise.resolve('b'))
    await cache.get('c', () => Promise.resolve('c'))
    expect(cache.size).toBe(2)
  })

  it('shares an answer it is told not to keep with the asks waiting for it, then forgets it', async () => {
    const cache = createMemoryCache<string>({ ttlMs: 1000, keep: (answer) => answer !== 'fallback' })
    const load = vi.fn(() => Promise.resolve('fallback'))
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['fallback', 'fallback'])
    expect(load).toHaveBeenCalledTimes(1)
    expect(cache.size).toBe(0)
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
    await cache.get('real', () => Promise.resolve('real'))
    expect(cache.size).toBe(1)
  })
})
