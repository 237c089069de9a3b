// Media on S3 storage (s3rver on 127.0.0.1), on the embedded engine and PostgreSQL: an upload
// lands in the bucket, files are served through presigned URLs after the same access check as
// on disk (a redirect), with long caching for a live listing's, none for a draft's, byte ranges
// from the bucket, the bucket's origin allowed for images and media in the page's policy, and a
// purged listing's files removed from the bucket.
import { messages, type MediaItem, type Property } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../../test/s3-server'
import { createAs, propertyBody, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { photoBytes, uploadFile } from './media-test-kit'
import { PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE } from './stored-file-reply'

// Real pictures: photos are decoded and re-encoded when they land.
const frontPhoto = await photoBytes()

let s3: TestS3Server | undefined
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3?.stop())
const kit = usePropertyKit({
  env: () => {
    if (!s3) throw new Error('the S3 server did not start')
    return s3.env
  },
})

type Answer = { media?: MediaItem }
const photo = async (property: Property) => {
  const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: 'front view.jpg', filetype: 'image/jpeg', bytes: frontPhoto })
  expect(response.statusCode).toBe(200)
  return response.json<Answer>().media as MediaItem
}
const file = (url: string, caller: Parameters<typeof requestAs>[1] = null) => kit.app.inject({ url, headers: caller ? kit.headers[caller] : {} })
const bucketOrigin = () => s3?.config.endpoint ?? ''

describe('media on S3 storage', () => {
  it('keeps an upload in the bucket and redirects anyone to a presigned URL of a live listing’s photo, cached for a year', async () => {
    const property = await createAs(kit, 'seller')
    const media = await photo(property)
    expect(await kit.app.storage.stat(media.path)).toEqual({ size: media.size, contentType: 'image/jpeg' })

    const served = await file(media.url)
    expect(served.statusCode).toBe(302)
    const location = served.headers.location as string
    expect(location.startsWith(`${bucketOrigin()}/${s3?.config.bucket ?? ''}/${media.path}?`)).toBe(true)
    expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/)
    expect(Number(/max-age=(\d+)/.exec(served.headers['cache-control'] as string)?.[1])).toBeLessThanOrEqual(15 * 60)
    expect(served.headers['x-content-type-options']).toBe('nosniff')

    const bytes = await fetch(location)
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('content-type')).toBe('image/jpeg')
    expect(bytes.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE)
    expect(bytes.headers.get('content-disposition')).toBe('inline')
    const whole = Buffer.from(await bytes.arrayBuffer())
    expect(whole.length).toBe(media.size)
    expect(whole.includes('GPS')).toBe(false)
    const part = await fetch(location, { headers: { range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${media.size}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(0, 10))).toBe(true)
  })

  it('checks access before signing: a draft’s photo is refused to the signed-out and to others, and its URL is not cached', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft plot', type: 'land', status: 'draft', listingType: 'sale' } }))
    const media = await photo(property)
    const signedOut = await file(media.url)
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.headers.location).toBeUndefined()
    const buyer = await file(media.url, 'buyer')
    expect(buyer.statusCode).toBe(403)
    expect(buyer.headers.location).toBeUndefined()
    const own = await file(media.url, 'seller')
    expect(own.statusCode).toBe(302)
    expect(own.headers['cache-control']).toBe(PRIVATE_FILE_CACHE)
    const bytes = await fetch(own.headers.location as string)
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('cache-control')).toBe(PRIVATE_FILE_CACHE)
    // A stored file no listing registered is not signed for anyone.
    const unregistered = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: 'a.jpg', filetype: 'image/jpeg', bytes: frontPhoto, register: false })
    const path = unregistered.json<{ file: { url: string } }>().file.url
    expect((await file(path, 'seller')).statusCode).toBe(404)
  })

  it('allows the bucket’s origin for images and media in the page’s Content-Security-Policy', async () => {
    const policy = (await kit.app.inject('/api/health')).headers['content-security-policy'] as string
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? ''
    expect(directive('img-src')).toContain(bucketOrigin())
    expect(directive('media-src')).toContain(bucketOrigin())
    expect(directive('script-src')).not.toContain(bucketOrigin())
    expect(directive('connect-src')).not.toContain(bucketOrigin())
  })

  it('removes a deleted listing’s files from the bucket when it is purged, and a media item’s when it is deleted', async () => {
    const property = await createAs(kit, 'seller')
    const [first, second] = [await photo(property), await photo(property)] as [MediaItem, MediaItem]
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.id}/media/${first.id}` })).statusCode).toBe(200)
    expect(await kit.app.storage.stat(first.path)).toBeUndefined()

    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.reference}` })).statusCode).toBe(200)
    expect(await kit.app.storage.stat(second.path)).toBeDefined()
    await kit.database.query("UPDATE property_trash SET deleted_at = now() - interval '31 days' WHERE id = $1", [property.id])
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${(await createAs(kit, 'seller')).reference}` })).statusCode).toBe(200)
    expect(await kit.app.storage.stat(second.path)).toBeUndefined()
    expect((await file(second.url)).json()).toMatchObject({ success: false })
  })

  it('refuses an upload to the signed-out with the storage message', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadFile(kit, null, { propertyId: property.id, mediaType: 'images', filename: 'a.jpg', bytes: frontPhoto })
    expect(response.json()).toMatchObject({ message: messages.storage.unauthorizedFiles })
  })
})
