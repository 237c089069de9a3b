import { describe, expect, it } from 'vitest'
import { listingMediaSchema, propertySchema } from '../index'
import { mediaItemSchema, propertyDocumentSchema } from '../documents/document-schemas'
import { notificationSchema } from './engagement-schemas'
import { isAppPath, isSafeFileUrl, isSafeThumbnail, urlMessages } from './safe-url'

const stored = '/api/files/property-media/PROP-LZ1ABC-X9K2Q/images/1700000000000-abc123-front.jpg'
const storedDocument = '/api/files/property-documents/0b6f3c8e-8f44-4c4e-9d0f-2d2f4c1e8a11/titleDeed/1700000000000-abc123-deed.pdf'

describe('addresses a page may load or link to', () => {
  it.each([
    'https://example.com',
    'https://cdn.example.co.in/property-media/PROP-1/images/a.jpg?X-Amz-Signature=ab%2Fcd&X-Amz-Expires=900',
    'https://s3.ap-south-1.amazonaws.com:443/bucket/key#top',
    stored,
    storedDocument,
  ])('accepts %s', (url) => {
    expect(isSafeFileUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/a.jpg',
    '//evil.example/a.jpg',
    'https://bank.example@evil.example/',
    'https://user:pass@example.com/',
    'https:/example.com',
    'https://exa mple.com/',
    'https://example.com/a b.jpg',
    'https://example.com/"onerror="alert(1)',
    'https://example.com/<script>',
    'https://example.com/\nx',
    '/files/a.jpg',
    '/api/files/property-media/PROP-1/images/../../../etc/passwd',
    '/api/files/property-media/PROP-1/pictures/a.jpg',
    '/api/files/property-documents/PROP-1/images/a.pdf',
    '/api/files/property-media/PROP-1/images/a.jpg?x=1',
    '/api/files/property-media/PROP-1/images/.hidden',
    '/api/files/property-media/../images/a.jpg',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %s', (url) => {
    expect(isSafeFileUrl(url)).toBe(false)
  })

  it('takes an inline thumbnail only as a base64 JPEG, PNG or WebP', () => {
    expect(isSafeThumbnail('data:image/jpeg;base64,/9j/4AAQSkZJRg==')).toBe(true)
    expect(isSafeThumbnail(stored)).toBe(true)
    expect(isSafeThumbnail('data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+')).toBe(false)
    expect(isSafeThumbnail('data:text/html;base64,PHNjcmlwdD4=')).toBe(false)
    expect(isSafeThumbnail('javascript:alert(1)')).toBe(false)
  })

  it('takes a notification link only as a path in the app', () => {
    expect(isAppPath('/seller/properties/PROP-1?tab=owners#top')).toBe(true)
    for (const link of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', '']) expect(isAppPath(link)).toBe(false)
  })
})

describe('the schemas that carry an address', () => {
  const media = { id: 'm1', type: 'image', url: stored, title: 'front.jpg' }

  it('refuses a javascript: media URL with a sentence naming the rule', () => {
    const result = listingMediaSchema.safeParse({ ...media, url: 'javascript:alert(1)' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`URL ${urlMessages.fileUrl}`])
    expect(listingMediaSchema.safeParse(media).success).toBe(true)
  })

  it('refuses the same in a whole property, at its path', () => {
    const property = { basicInfo: { type: 'land', status: 'draft' }, location: { address: { city: 'Jaipur', state: 'Rajasthan' } }, media: [{ ...media, url: 'javascript:alert(1)' }] }
    expect(propertySchema.safeParse(property).error?.issues[0]?.path).toEqual(['media', 0, 'url'])
  })

  it('keeps media metadata to its known facts', () => {
    expect(listingMediaSchema.safeParse({ ...media, metadata: { size: 10, contentType: 'image/jpeg', uploadedAt: '2026-01-01T00:00:00.000Z' } }).success).toBe(true)
    expect(listingMediaSchema.safeParse({ ...media, metadata: { caption: '<img src=x onerror=alert(1)>' } }).success).toBe(false)
    expect(listingMediaSchema.safeParse({ ...media, metadata: { contentType: 'text/html"><script>' } }).success).toBe(false)
  })

  it('checks documents and media items: address, storage path and thumbnail', () => {
    const file = { id: 'd1', url: storedDocument, path: storedDocument.slice('/api/files/'.length), filename: 'deed.pdf', originalName: 'deed.pdf', contentType: 'application/pdf', size: 10 }
    expect(propertyDocumentSchema.safeParse({ ...file, type: 'sale_deed', category: 'titleDeed' }).success).toBe(true)
    expect(propertyDocumentSchema.safeParse({ ...file, type: 'sale_deed', category: 'titleDeed', url: 'javascript:alert(1)' }).success).toBe(false)
    expect(propertyDocumentSchema.safeParse({ ...file, type: 'sale_deed', category: 'titleDeed', path: '../../etc/passwd' }).success).toBe(false)
    const item = { ...file, url: stored, path: stored.slice('/api/files/'.length), mediaType: 'images' }
    expect(mediaItemSchema.safeParse(item).success).toBe(true)
    expect(mediaItemSchema.safeParse({ ...item, thumbnail: 'javascript:alert(1)' }).success).toBe(false)
  })

  it('checks a notification link', () => {
    const notification = { id: 'n1', userId: 'u1', kind: 'system', title: 'Hello' }
    expect(notificationSchema.safeParse({ ...notification, link: '/profile' }).success).toBe(true)
    expect(notificationSchema.safeParse({ ...notification, link: 'javascript:alert(1)' }).success).toBe(false)
  })
})
