import { describe, expect, it } from 'vitest'
import { firstViewCache } from './first-view-cache'

describe('the cache of rendered first views', () => {
  it('serves a view for its time to live, then once more while its successor renders, then the successor', async () => {
    let clock = 0
    let renders = 0
    const cache = firstViewCache<number>({ ttlMs: 2000, now: () => clock })
    const render = () => Promise.resolve(++renders)
    expect(await cache.get('/', false, render)).toBe(1)
    clock = 1999
    expect(await cache.get('/', false, render)).toBe(1)
    clock = 2000
    // Stale: served at once, and the next view renders behind it.
    expect(await cache.get('/', false, render)).toBe(1)
    expect(renders).toBe(2)
    expect(await cache.get('/', false, render)).toBe(2)
    // Far too old to serve again: the visitor waits for a fresh render.
    clock = 2000 + 10 * 2000
    expect(await cache.get('/', false, render)).toBe(3)
  })

  it('keeps serving the stale view when its successor fails, and tries again with the next visitor', async () => {
    let clock = 0
    const cache = firstViewCache<string>({ ttlMs: 2000, now: () => clock })
    expect(await cache.get('/', false, () => Promise.resolve('first'))).toBe('first')
    clock = 2500
    const failing = () => Promise.reject(new Error('the database is away'))
    expect(await cache.get('/', false, failing)).toBe('first')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('/', false, () => Promise.resolve('second'))).toBe('first')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('/', false, () => Promise.resolve('third'))).toBe('second')
  })

  it('keeps the address and whether the visitor has a session apart', async () => {
    let renders = 0
    const cache = firstViewCache<string>({ ttlMs: 2000, now: () => 0 })
    const render = (name: string) => () => Promise.resolve(`${name} ${++renders}`)
    expect(await cache.get('/', false, render('home'))).toBe('home 1')
    expect(await cache.get('/', true, render('home'))).toBe('home 2')
    expect(await cache.get('/?city=Mohali', false, render('mohali'))).toBe('mohali 3')
    expect(await cache.get('/', false, render('home'))).toBe('home 1')
  })

  it('shares one render among visitors who ask while it runs, and keeps no failed render', async () => {
    let renders = 0
    const cache = firstViewCache<number>({ ttlMs: 2000, now: () => 0 })
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++renders), 10))
    expect(await Promise.all([cache.get('/', false, slow), cache.get('/', false, slow), cache.get('/', false, slow)])).toEqual([1, 1, 1])
    const failing = firstViewCache<number>({ ttlMs: 2000, now: () => 0 })
    await expect(failing.get('/', false, () => Promise.reject(new Error('the database is away')))).rejects.toThrow('the database is away')
    expect(await failing.get('/', false, () => Promise.resolve(7))).toBe(7)
  })

  it('forgets every view when cleared, renders every time with no time to live, and keeps at most its number of addresses', async () => {
    let renders = 0
    const render = () => Promise.resolve(++renders)
    const cache = firstViewCache<number>({ ttlMs: 2000, maxEntries: 2, now: () => 0 })
    await cache.get('/a', false, render)
    cache.clear()
    expect(await cache.get('/a', false, render)).toBe(2)
    await cache.get('/b', false, render)
    await cache.get('/c', false, render)
    // '/a' was the oldest of three: it went.
    expect(await cache.get('/a', false, render)).toBe(5)
    const off = firstViewCache<number>({ ttlMs: 0 })
    expect([await off.get('/', false, render), await off.get('/', false, render)]).toEqual([6, 7])
  })
})
