// The tracker's clock (SPEC §9): page views deduplicated within 500 ms, an engagement ping every
// 30 s while visible, batches every 3 s, and what is pending sent with a beacon on pagehide.
import type { SiteEvent } from '@vishwas/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTracker } from './tracker'

let sent: SiteEvent[][]
let beaconed: SiteEvent[][]
let visible: boolean
let counter: number

function tracker(beaconAccepts = true) {
  return createTracker({
    send: (events) => {
      sent.push(events)
      return Promise.resolve()
    },
    beacon: (events) => {
      if (beaconAccepts) beaconed.push(events)
      return beaconAccepts
    },
    newId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    isVisible: () => visible,
    currentPath: () => '/properties/PROP-1',
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  sent = []
  beaconed = []
  visible = true
  counter = 0
})
afterEach(() => vi.useRealTimers())

const names = (batches: SiteEvent[][]) => batches.map((batch) => batch.map((event) => `${event.name} ${event.path}`))

describe('tracker', () => {
  it('counts the same page once within 500 ms, again after, and another page at once', () => {
    const t = tracker()
    expect(t.pageView('/')).not.toBeNull()
    vi.advanceTimersByTime(499)
    expect(t.pageView('/')).toBeNull()
    expect(t.pageView('/map')).not.toBeNull()
    vi.advanceTimersByTime(500)
    expect(t.pageView('/map')).not.toBeNull()
    expect(t.pending().map((event) => event.path)).toEqual(['/', '/map', '/map'])
  })

  it('sends pending events every 3 s, in one batch, and nothing when none are pending', () => {
    const t = tracker()
    t.start()
    t.pageView('/')
    t.track('contact', { propertyId: 'PROP-1' })
    vi.advanceTimersByTime(2_999)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(names(sent)).toEqual([['page_view /', 'contact /properties/PROP-1']])
    expect(sent[0]![1]).toMatchObject({ propertyId: 'PROP-1', id: '00000000-0000-4000-8000-000000000002', time: expect.any(Number) })
    vi.advanceTimersByTime(9_000)
    expect(sent).toHaveLength(1)
    t.stop()
  })

  it('pings engagement every 30 s while the page is visible, not while hidden', () => {
    const t = tracker()
    t.start()
    vi.advanceTimersByTime(29_999)
    expect(t.pending()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(t.pending().map((event) => event.name)).toEqual(['engagement'])
    vi.advanceTimersByTime(3_000)
    expect(names(sent)).toEqual([['engagement /properties/PROP-1']])
    visible = false
    vi.advanceTimersByTime(60_000)
    expect(sent).toHaveLength(1)
    visible = true
    // Visible again at 93 s: the 120 s ping goes out with the 123 s batch.
    vi.advanceTimersByTime(30_000)
    expect(names(sent)).toEqual([['engagement /properties/PROP-1'], ['engagement /properties/PROP-1']])
    t.stop({ discard: true })
  })

  it('sends what is pending with a beacon on pagehide, and by fetch when the beacon is refused', () => {
    const t = tracker()
    t.start()
    t.pageView('/')
    window.dispatchEvent(new Event('pagehide'))
    expect(names(beaconed)).toEqual([['page_view /']])
    expect(sent).toEqual([])
    t.stop()

    const refused = tracker(false)
    refused.start()
    refused.pageView('/map')
    window.dispatchEvent(new Event('pagehide'))
    expect(names(sent)).toEqual([['page_view /map']])
    refused.stop()
  })

  it('sends at most 25 events a batch', () => {
    const t = tracker()
    t.start()
    for (let i = 0; i < 30; i++) t.pageView(`/page-${i}`)
    vi.advanceTimersByTime(3_000)
    expect(sent.map((batch) => batch.length)).toEqual([25])
    vi.advanceTimersByTime(3_000)
    expect(sent.map((batch) => batch.length)).toEqual([25, 5])
    t.stop()
  })

  it('drops what is pending when stopped for a withdrawn consent, and stops its timers', () => {
    const t = tracker()
    t.start()
    t.pageView('/')
    t.stop({ discard: true })
    vi.advanceTimersByTime(60_000)
    expect(sent).toEqual([])
    expect(beaconed).toEqual([])
  })
})
