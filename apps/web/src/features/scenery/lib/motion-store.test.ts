import { describe, expect, it } from 'vitest'
import { createMotionStore, MOTION_KEY } from './motion-store'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values }
}

function fakeDocument() {
  const target = new EventTarget()
  return Object.assign(target, { hidden: false })
}

function fakeMedia(matches: boolean) {
  const target = new EventTarget()
  return Object.assign(target, { matches })
}

describe('motion store', () => {
  it('runs by default and holds while the tab is hidden', () => {
    const doc = fakeDocument()
    const store = createMotionStore({ storage: memoryStorage(), document: doc })
    store.subscribe(() => {})
    expect(store.getSnapshot().motion).toBe('running')
    doc.hidden = true
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(store.getSnapshot().motion).toBe('paused')
    doc.hidden = false
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(store.getSnapshot().motion).toBe('running')
  })

  it("remembers the visitor's pause across visits", () => {
    const storage = memoryStorage()
    const first = createMotionStore({ storage })
    first.setPaused(true)
    expect(storage.values.get(MOTION_KEY)).toBe('paused')
    const next = createMotionStore({ storage })
    expect(next.getSnapshot()).toMatchObject({ motion: 'paused', isPausedByUser: true })
    next.setPaused(false)
    expect(createMotionStore({ storage }).getSnapshot().motion).toBe('running')
  })

  it('is still under prefers-reduced-motion, whatever else', () => {
    const media = fakeMedia(true)
    const store = createMotionStore({ storage: memoryStorage({ [MOTION_KEY]: 'playing' }), matchMedia: () => media })
    expect(store.getSnapshot()).toMatchObject({ motion: 'still', prefersReducedMotion: true })
    let told = 0
    store.subscribe(() => told++)
    media.matches = false
    media.dispatchEvent(new Event('change'))
    expect(store.getSnapshot().motion).toBe('running')
    expect(told).toBe(1)
  })
})
