// The media calls and the upload behind them, on the embedded engine and PostgreSQL: who may
// upload and change what, hostile files refused with nothing kept, the property document's media
// list following every change, and files served after their access check.
import { mediaItemSchema, messages, type MediaItem, type Property } from '@vishwas/domain'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../test/test-app'
import { createAs, propertyBody, propertyOf, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { hasGpsPosition, jpegBytes, pdfBytes, photoBytes, pngBytes, uploadFile } from './media-test-kit'
import { mediaMessages } from './media.messages'

const kit = usePropertyKit()
/** A phone's 640 × 480 photo, EXIF and GPS position included. */
let PHOTO: Buffer
beforeAll(async () => {
  PHOTO = await photoBytes()
})

type Answer = { success: true; media?: MediaItem; file: { path: string; url: string } }
const photo = (property: Property, filename = 'front view.jpg', bytes = PHOTO) =>
  uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename, filetype: 'image/jpeg', bytes })
const mediaRows = async (propertyId: string) => (await kit.database.query('SELECT id FROM property_media WHERE property_id = $1', [propertyId])).length
const publicDoc = async (property: Property) => propertyOf(await kit.app.inject(`/api/properties/public/${property.id}`))
const file = (url: string, caller: Parameters<typeof requestAs>[1] = null, headers: Record<string, string> = {}) =>
  kit.app.inject({ url, headers: { ...headers, ...(caller ? kit.headers[caller] : {}) } })

describe('uploads', () => {
  it('refuses the signed-out with the storage message, before anything is created', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadFile(kit, null, { propertyId: property.id, mediaType: 'images', filename: 'a.jpg', bytes: PHOTO })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false, message: messages.storage.unauthorizedFiles })
    expect((await requestAs(kit, null, { url: `/api/properties/${property.id}/media` })).json()).toMatchObject({ message: messages.storage.unauthorizedFiles })
  })

  it('refuses another seller’s listing', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadFile(kit, 'otherSeller', { propertyId: property.id, mediaType: 'images', filename: 'a.jpg', bytes: PHOTO })
    expect(response.statusCode).toBe(403)
    expect(await mediaRows(property.id)).toBe(0)
  })

  it('keeps a photo under the listing’s media path, adds it to the listing and serves it to anyone with long caching', async () => {
    const property = await createAs(kit, 'seller')
    const response = await photo(property)
    expect(response.statusCode).toBe(200)
    const answer = response.json<Answer>()
    const media = mediaItemSchema.parse(answer.media)
    expect(media.path).toMatch(new RegExp(`^property-media/${property.id}/images/\\d+-[a-z0-9]{6}-front_view\\.jpeg$`))
    expect(media).toMatchObject({ originalName: 'front view.jpg', contentType: 'image/jpeg', mediaType: 'images', metadata: { dimensions: { width: 640, height: 480 } } })
    expect((await publicDoc(property)).media).toEqual([expect.objectContaining({ id: media.id, type: 'image', url: media.url, title: 'front view.jpg', mediaType: 'images' })])
    const served = await file(media.url)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.length).toBe(media.size)
    expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
    const range = await file(media.url, null, { range: 'bytes=0-9' })
    expect(range.statusCode).toBe(206)
    expect(range.headers['content-range']).toBe(`bytes 0-9/${media.size}`)
    expect(range.rawPayload.equals(served.rawPayload.subarray(0, 10))).toBe(true)
  })

  it.each([['jpeg', 'balcony.jpg', 'image/jpeg'], ['png', 'plan.png', 'image/png'], ['webp', 'hall.webp', 'image/webp']] as const)(
    'keeps a %s photo without its EXIF (the GPS position gone), oriented, at most 1920 px, with a 300 px thumbnail beside it',
    async (format, filename, filetype) => {
      const property = await createAs(kit, 'seller')
      // 2400 × 1600 as stored by a phone held upright: EXIF orientation 6 (turn 90° to view), so 1600 × 2400 to the eye.
      const original = await photoBytes({ width: 2400, height: 1600, format, orientation: 6 })
      expect(await hasGpsPosition(original)).toBe(true)
      const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename, filetype, bytes: original })
      expect(response.statusCode).toBe(200)
      const media = response.json<Answer>().media as MediaItem
      const stored = (await file(media.url)).rawPayload
      expect(await hasGpsPosition(stored)).toBe(false)
      const kept = await sharp(stored).metadata()
      expect(kept).toMatchObject({ format, width: 1280, height: 1920 })
      expect(kept.exif).toBeUndefined()
      expect(kept.xmp).toBeUndefined()
      expect(kept.orientation).toBeUndefined()
      expect(media).toMatchObject({ size: stored.length, contentType: filetype, metadata: { dimensions: { width: 1280, height: 1920 } } })

      expect(media.thumbnail).toMatch(/\.thumb\.jpeg$/)
      const thumbnail = await file(media.thumbnail as string)
      expect(thumbnail.statusCode).toBe(200)
      expect(thumbnail.headers['content-type']).toBe('image/jpeg')
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
      expect(await hasGpsPosition(thumbnail.rawPayload)).toBe(false)
      expect((await publicDoc(property)).media).toEqual([expect.objectContaining({ id: media.id, thumbnail: media.thumbnail })])
    },
  )

  it('keeps a small photo at its own size, and its thumbnail goes with it when it is deleted', async () => {
    const property = await createAs(kit, 'seller')
    const media = (await photo(property)).json<Answer>().media as MediaItem
    expect(media.metadata.dimensions).toEqual({ width: 640, height: 480 })
    const thumbnailPath = (media.thumbnail as string).replace('/api/files/', '')
    expect(await sharp((await file(media.thumbnail as string)).rawPayload).metadata()).toMatchObject({ width: 300, height: 225 })
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.id}/media/${media.id}` })).statusCode).toBe(200)
    expect(await kit.app.storage.stat(thumbnailPath)).toBeUndefined()
    expect((await file(media.thumbnail as string)).statusCode).toBe(404)
  })

  it('refuses to register a thumbnail as a media item of its own', async () => {
    const property = await createAs(kit, 'seller')
    const stored = (await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: 'a.jpg', bytes: PHOTO, register: false })).json<Answer>().file
    const thumbnail = stored.path.replace(/\.[a-z]+$/, '.thumb.jpeg')
    expect(await kit.app.storage.stat(thumbnail)).toBeDefined()
    const response = await requestAs(kit, 'seller', { method: 'POST', url: `/api/properties/${property.id}/media`, payload: { path: thumbnail, mediaType: 'images', originalName: 'a.jpg' } })
    expect(response.json()).toMatchObject({ success: false, message: mediaMessages.notThisProperty })
    const registered = await requestAs(kit, 'seller', { method: 'POST', url: `/api/properties/${property.id}/media`, payload: { path: stored.path, mediaType: 'images', originalName: 'a.jpg' } })
    expect(registered.json<{ media: MediaItem }>().media.thumbnail).toBe(`/api/files/${thumbnail}`)
  })

  it.each([
    ['a JPEG with a script appended', 'front.jpg', 'image/jpeg', () => Buffer.concat([PHOTO, Buffer.from('<script>alert(1)</script>')]), 415, mediaMessages.trailingData],
    ['an SVG with a script', 'plan.svg', 'image/svg+xml', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, messages.imageUnsupported],
    ['a PDF renamed .jpg', 'deed.jpg', 'image/jpeg', pdfBytes, 415, messages.imageUnsupported],
    ['a file named ../../etc/passwd', '../../etc/passwd', undefined, () => Buffer.from('root:x:0:0:root:/root:/bin/bash\n'), 415, messages.imageUnsupported],
    ['a name with a NUL byte', 'front\u0000.jpg', 'image/jpeg', () => PHOTO, 400, 'File name must be plain text on one line'],
    ['a JPEG whose picture does not decode', 'broken.jpg', 'image/jpeg', () => jpegBytes(), 422, messages.failedToOptimizeImage],
    ['a 20 000 × 20 000 PNG', 'huge.png', 'image/png', () => pngBytes(20_000, 20_000), 415, mediaMessages.tooManyPixels],
    ['an executable named .jpg', 'setup.jpg', 'image/jpeg', () => Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 415, messages.imageUnsupported],
  ])('refuses %s with its message and keeps nothing', async (_what, filename, filetype, bytes, status, message) => {
    const property = await createAs(kit, 'seller')
    // The upload area is the worker's: what earlier test files left there is not this upload's.
    const waiting = () => readdirSync(join(testConfig().dataDir, 'uploads')).filter((name) => !name.startsWith('.'))
    const before = new Set(waiting())
    const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename, ...(filetype ? { filetype } : {}), bytes: bytes() })
    expect(response.statusCode).toBe(status)
    expect(response.json<{ message: string }>().message).toContain(message)
    expect(await mediaRows(property.id)).toBe(0)
    expect((await publicDoc(property)).media).toEqual([])
    // Nothing in storage, and nothing left waiting in the upload area.
    expect(existsSync(join(testConfig().dataDir, 'files', 'property-media', property.id))).toBe(false)
    expect(waiting().filter((name) => !before.has(name))).toEqual([])
  })

  it('refuses a 200 MB video from its declared length, before a byte of it is read', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'videos', filename: 'tour.mp4', filetype: 'video/mp4', bytes: Buffer.alloc(0), declaredSize: 200 * 1024 * 1024 })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, message: messages.videoTooLarge })
    const image = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: 'big.jpg', bytes: Buffer.alloc(0), declaredSize: 11 * 1024 * 1024 })
    expect(image.json()).toMatchObject({ message: messages.imageTooLarge })
    // Declaring less than is sent does not get more in: bytes past the declared length are refused.
    const understated = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: 'small.jpg', filetype: 'image/jpeg', bytes: PHOTO, declaredSize: 1000 })
    expect(understated.statusCode).toBe(413)
    expect(await mediaRows(property.id)).toBe(0)
    expect(existsSync(join(testConfig().dataDir, 'files', 'property-media', property.id))).toBe(false)
  })
})

describe('media calls', () => {
  async function threePhotos(property: Property): Promise<MediaItem[]> {
    const stored = []
    for (const name of ['front.jpg', 'hall.jpg', 'kitchen.jpg']) {
      const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: name, filetype: 'image/jpeg', bytes: PHOTO, register: false })
      expect(response.statusCode).toBe(200)
      stored.push(response.json<Answer>().file)
    }
    expect(await mediaRows(property.id)).toBe(0)
    const batch = await requestAs(kit, 'seller', {
      method: 'POST',
      url: `/api/properties/${property.reference}/media/batch`,
      payload: { media: [...stored.map((f, i) => ({ path: f.path, mediaType: 'images', originalName: ['front.jpg', 'hall.jpg', 'kitchen.jpg'][i] })), { path: stored[0]!.path.replace('images', 'videos'), mediaType: 'videos', originalName: 'x.mp4' }] },
    })
    expect(batch.statusCode).toBe(200)
    const { results, media } = batch.json<{ results: { success: boolean; error?: string }[]; media: MediaItem[] }>()
    expect(results.map((r) => r.success)).toEqual([true, true, true, false])
    expect(results[3]?.error).toBe(mediaMessages.fileNotUploaded)
    return media
  }

  it('registers a batch, reorders, sets the cover, and the listing’s media list follows each change', async () => {
    const property = await createAs(kit, 'seller')
    const media = await threePhotos(property)
    expect(media.map((m) => m.originalName)).toEqual(['front.jpg', 'hall.jpg', 'kitchen.jpg'])
    const [front, hall, kitchen] = media as [MediaItem, MediaItem, MediaItem]

    const reordered = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}/media/reorder`, payload: { mediaIds: [kitchen.id, front.id] } })
    expect(reordered.json<{ media: MediaItem[] }>().media.map((m) => m.originalName)).toEqual(['kitchen.jpg', 'front.jpg', 'hall.jpg'])
    const primary = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}/media/${hall.id}/primary` })
    expect(primary.json<{ media: MediaItem[] }>().media.map((m) => [m.originalName, m.isPrimary])).toEqual([['hall.jpg', true], ['kitchen.jpg', false], ['front.jpg', false]])
    expect((await publicDoc(property)).media.map((m) => [m.title, m.isPrimary ?? false])).toEqual([['hall.jpg', true], ['kitchen.jpg', false], ['front.jpg', false]])

    // A PUT of the listing cannot change its media list.
    const put = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}`, payload: { media: [] } })
    expect(propertyOf(put).media).toHaveLength(3)

    const unknown = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}/media/reorder`, payload: { mediaIds: [property.id] } })
    expect(unknown.json()).toMatchObject({ success: false, message: messages.failedToReorderMedia })

    const deleted = await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.id}/media/${hall.id}` })
    expect(deleted.statusCode).toBe(200)
    expect(await kit.app.storage.stat(hall.path)).toBeUndefined()
    expect((await file(hall.url)).statusCode).toBe(404)
    expect((await publicDoc(property)).media.map((m) => m.title)).toEqual(['kitchen.jpg', 'front.jpg'])
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.id}/media/${hall.id}` })).json()).toMatchObject({ message: messages.mediaNotFound })
  })

  it('lets only people with property access change media, and serves a draft’s files only to them', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft plot', type: 'land', status: 'draft', listingType: 'sale' } }))
    const media = (await photo(property)).json<Answer>().media as MediaItem
    for (const call of [
      { method: 'PUT' as const, url: `/api/properties/${property.id}/media/${media.id}/primary` },
      { method: 'PUT' as const, url: `/api/properties/${property.id}/media/reorder`, payload: { mediaIds: [media.id] } },
      { method: 'DELETE' as const, url: `/api/properties/${property.id}/media/${media.id}` },
      { method: 'GET' as const, url: `/api/properties/${property.id}/media` },
    ]) {
      expect((await requestAs(kit, 'otherSeller', call)).statusCode).toBe(403)
      expect((await requestAs(kit, 'buyer', call)).statusCode).toBe(403)
    }
    expect((await file(media.url)).statusCode).toBe(401)
    expect((await file(media.url, 'buyer')).statusCode).toBe(403)
    const own = await file(media.url, 'seller')
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect((await requestAs(kit, 'seller', { url: `/api/properties/${property.id}/media` })).json<{ media: MediaItem[] }>().media).toHaveLength(1)
  })

  it('refuses to register a file of another listing’s folder or one that was never uploaded', async () => {
    const mine = await createAs(kit, 'seller')
    const theirs = await createAs(kit, 'otherSeller')
    const stored = (await uploadFile(kit, 'otherSeller', { propertyId: theirs.id, mediaType: 'images', filename: 'a.jpg', bytes: PHOTO, register: false })).json<Answer>().file
    const stolen = await requestAs(kit, 'seller', { method: 'POST', url: `/api/properties/${mine.id}/media`, payload: { path: stored.path, mediaType: 'images', originalName: 'a.jpg' } })
    expect(stolen.json()).toMatchObject({ success: false, message: mediaMessages.notThisProperty })
    const missing = await requestAs(kit, 'seller', { method: 'POST', url: `/api/properties/${mine.id}/media`, payload: { path: `property-media/${mine.id}/images/1-abcdef-a.jpg`, mediaType: 'images', originalName: 'a.jpg' } })
    expect(missing.json()).toMatchObject({ success: false, message: mediaMessages.fileNotUploaded })
    const registered = await requestAs(kit, 'otherSeller', { method: 'POST', url: `/api/properties/${theirs.id}/media`, payload: { path: stored.path, mediaType: 'images', originalName: 'a.jpg' } })
    expect(registered.statusCode).toBe(201)
    const again = await requestAs(kit, 'otherSeller', { method: 'POST', url: `/api/properties/${theirs.id}/media`, payload: { path: stored.path, mediaType: 'images', originalName: 'a.jpg' } })
    expect(again.statusCode).toBe(409)
  })
})

describe('deleting a listing', () => {
  it('keeps its photos while it can be restored, brings them back with it, and removes their files when it is purged', async () => {
    const property = await createAs(kit, 'seller')
    const media = (await photo(property)).json<Answer>().media as MediaItem
    const remove = (target: Property) => requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${target.reference}` })

    expect((await remove(property)).statusCode).toBe(200)
    expect(await mediaRows(property.id)).toBe(0)
    expect(await kit.app.storage.stat(media.path)).toBeDefined()
    expect((await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/deleted-properties/${property.id}/restore` })).statusCode).toBe(200)
    expect((await publicDoc(property)).media.map((m) => m.id)).toEqual([media.id])
    expect((await file(media.url)).statusCode).toBe(200)

    expect((await remove(property)).statusCode).toBe(200)
    await kit.database.query("UPDATE property_trash SET deleted_at = now() - interval '31 days' WHERE id = $1", [property.id])
    // Any delete purges what is past restoring.
    expect((await remove(await createAs(kit, 'seller'))).statusCode).toBe(200)
    expect(await kit.app.storage.stat(media.path)).toBeUndefined()
  })
})
