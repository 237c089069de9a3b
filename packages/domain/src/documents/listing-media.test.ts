import { describe, expect, it } from 'vitest'
import type { MediaItem } from './document-schemas'
import { coverImage, listingMediaFromItems } from './listing-media'

const item = (id: string, overrides: Partial<MediaItem> = {}): MediaItem => ({
  id,
  url: `/api/files/property-media/PROP-1/images/1-abcdef-${id}.jpg`,
  path: `property-media/PROP-1/images/1-abcdef-${id}.jpg`,
  filename: `1-abcdef-${id}.jpg`,
  originalName: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 1000,
  mediaType: 'images',
  order: 0,
  isPrimary: false,
  metadata: { uploadedAt: '2026-01-01T00:00:00.000Z', dimensions: { width: 640, height: 480 } },
  ...overrides,
})

describe('listingMediaFromItems', () => {
  it('puts the cover first, then gallery order, and leaves documents out', () => {
    const list = listingMediaFromItems([
      item('hall', { order: 0 }),
      item('deed', { order: 1, mediaType: 'documents', contentType: 'application/pdf' }),
      item('tour', { order: 2, mediaType: 'videos', contentType: 'video/mp4' }),
      item('front', { order: 3, isPrimary: true }),
    ])
    expect(list.map((m) => [m.title, m.type, m.order, m.isPrimary ?? false])).toEqual([
      ['front.jpg', 'image', 3, true],
      ['hall.jpg', 'image', 0, false],
      ['tour.jpg', 'video', 2, false],
    ])
    expect(list[0]?.metadata).toEqual({ uploadedAt: '2026-01-01T00:00:00.000Z', size: 1000, contentType: 'image/jpeg', dimensions: { width: 640, height: 480 } })
  })
})

describe('coverImage', () => {
  it('is the primary photo, else the first photo, never a floor plan or a video', () => {
    const plan = listingMediaFromItems([item('plan', { mediaType: 'floor-plans' })])
    expect(coverImage(plan)).toBeUndefined()
    const list = listingMediaFromItems([item('a', { order: 0 }), item('b', { order: 1 })])
    expect(coverImage(list)?.title).toBe('a.jpg')
    expect(coverImage(listingMediaFromItems([item('a', { order: 0 }), item('b', { order: 1, isPrimary: true })]))?.title).toBe('b.jpg')
  })
})
