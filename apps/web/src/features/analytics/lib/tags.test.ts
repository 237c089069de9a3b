// The tags as loaded after consent: GA4 told consent first and no automatic page view (the
// tracker sends one per page), the pixel's events carrying the tracker's ids, and a refusal
// or a new grant passed on to tags already loaded.
import { beforeEach, describe, expect, it } from 'vitest'
import { loadGoogleAnalytics, loadMetaPixel, reportToTags, revokeTags } from './tags'

type TagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown; fbq?: { queue: IArguments[] }; _fbq?: unknown }
const w = window as TagWindow
const entries = (list: IArguments[] | undefined): unknown[][] => (list ?? []).map((item) => Array.from(item as ArrayLike<unknown>))

beforeEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  delete w.dataLayer
  delete w.gtag
  delete w.fbq
  delete w._fbq
})

describe('analytics tags', () => {
  it('GA4: consent, then config without its own page view, one script; page views from the tracker', () => {
    loadGoogleAnalytics('G-TEST1234')
    reportToTags({ id: '00000000-0000-4000-8000-000000000001', name: 'page_view', path: '/map', time: 0 })
    const pushed = entries(w.dataLayer)
    expect(pushed[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })])
    expect(pushed[2]).toEqual(['config', 'G-TEST1234', { send_page_view: false }])
    expect(pushed[3]).toEqual(['event', 'page_view', { page_location: `${window.location.origin}/map`, page_path: '/map' }])
    expect(document.head.querySelectorAll('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]')).toHaveLength(1)
    revokeTags()
    loadGoogleAnalytics('G-TEST1234')
    expect(entries(w.dataLayer).slice(-2).map((entry): unknown[] => entry.slice(0, 2))).toEqual([
      ['consent', 'update'],
      ['consent', 'update'],
    ])
    expect(entries(w.dataLayer).at(-1)![2]).toMatchObject({ analytics_storage: 'granted' })
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
  })

  it("the pixel: init, the tracker's event ids as eventID, revoke and grant", () => {
    loadMetaPixel('123456789')
    reportToTags({ id: '00000000-0000-4000-8000-000000000002', name: 'contact', path: '/p', time: 0, propertyId: 'PROP-1' })
    reportToTags({ id: '00000000-0000-4000-8000-000000000003', name: 'engagement', path: '/p', time: 0 })
    revokeTags()
    loadMetaPixel('123456789')
    expect(entries(w.fbq?.queue)).toEqual([
      ['init', '123456789'],
      ['track', 'Contact', {}, { eventID: '00000000-0000-4000-8000-000000000002' }],
      ['consent', 'revoke'],
      ['consent', 'grant'],
    ])
    expect(document.head.querySelectorAll('script[src="https://connect.facebook.net/en_US/fbevents.js"]')).toHaveLength(1)
  })
})
