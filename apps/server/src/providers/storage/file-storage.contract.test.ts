// One contract, two stores: local disk and an S3-compatible bucket (s3rver on 127.0.0.1).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { mediaStoragePath, documentStoragePath } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../../test/s3-server'
import { createDiskStorage } from './disk-storage'
import { FileNotStoredError, FileSizeMismatchError, UnsafeStorageKeyError, type FileStorage } from './file-storage'
import { SIGNED_URL_SECONDS, SIGNING_WINDOW_SECONDS, createS3Storage } from './s3-storage'

const text = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

const photo = mediaStoragePath('PROP-LZ1ABC-X9K2Q', 'images', '1700000000000-abc123-front.jpg')
const deed = documentStoragePath('PROP-LZ1ABC-X9K2Q', 'titleDeed', '1700000000000-abc123-deed.pdf')
const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))

function contract(name: string, open: () => FileStorage) {
  describe(`${name} storage`, () => {
    let storage: FileStorage
    beforeAll(() => {
      storage = open()
    })

    it('keeps a file streamed to it and gives it back whole, with its size and type', async () => {
      await storage.put(photo, Readable.from([bytes.subarray(0, 30_000), bytes.subarray(30_000)]), { contentType: 'image/jpeg', size: bytes.length })
      expect(await storage.stat(photo)).toEqual({ size: bytes.length, contentType: 'image/jpeg' })
      expect((await text(await storage.read(photo))).equals(bytes)).toBe(true)
    })

    it('reads a byte range, both ends included', async () => {
      await storage.put(photo, Readable.from([bytes]), { contentType: 'image/jpeg', size: bytes.length })
      expect((await text(await storage.read(photo, { start: 100, end: 199 }))).equals(bytes.subarray(100, 200))).toBe(true)
    })

    it('replaces a file kept under the same path', async () => {
      await storage.put(deed, Readable.from([Buffer.from('%PDF-1.4 first')]), { contentType: 'application/pdf', size: 14 })
      await storage.put(deed, Readable.from([Buffer.from('%PDF-1.4 second')]), { contentType: 'application/pdf', size: 15 })
      expect((await text(await storage.read(deed))).toString()).toBe('%PDF-1.4 second')
    })

    it('removes a file, and removing it again is not an error', async () => {
      await storage.put(deed, Readable.from([Buffer.from('%PDF-1.4')]), { contentType: 'application/pdf', size: 8 })
      await storage.remove(deed)
      await storage.remove(deed)
      expect(await storage.stat(deed)).toBeUndefined()
      await expect(storage.read(deed)).rejects.toBeInstanceOf(FileNotStoredError)
    })

    it('keeps nothing when the stream is shorter than its declared size', async () => {
      const short = mediaStoragePath('PROP-LZ1ABC-X9K2Q', 'images', '1700000000000-abc123-short.jpg')
      await expect(storage.put(short, Readable.from([Buffer.from('abc')]), { contentType: 'image/jpeg', size: 10 })).rejects.toThrow()
      expect(await storage.stat(short)).toBeUndefined()
    })

    it('lists the files under a root or one property, with their size and time, and refuses other prefixes', async () => {
      // Other tests of this store keep files too: the listing of a root is checked to hold these.
      const front = mediaStoragePath('PROP-LISTED-1', 'images', '1700000000000-abc123-front.jpg')
      const other = mediaStoragePath('PROP-LISTED-2', 'floor-plans', '1700000000000-abc123-plan.png')
      const started = Date.now() - 60_000
      await storage.put(front, Readable.from([bytes]), { contentType: 'image/jpeg', size: bytes.length })
      await storage.put(other, Readable.from([Buffer.from('plan')]), { contentType: 'image/png', size: 4 })
      await storage.put(deed, Readable.from([Buffer.from('%PDF-1.4')]), { contentType: 'application/pdf', size: 8 })
      const listed = async (prefix: string) => {
        const files = []
        for await (const file of storage.list(prefix)) files.push(file)
        return files
      }
      const media = (await listed('property-media/')).filter((file) => file.path.includes('/PROP-LISTED-'))
      expect(media.map((file) => file.path).sort()).toEqual([front, other].sort())
      expect(media.find((file) => file.path === other)).toMatchObject({ size: 4 })
      expect(media.find((file) => file.path === front)).toMatchObject({ size: bytes.length })
      expect(media.every((file) => file.modifiedAt.getTime() >= started && file.modifiedAt.getTime() <= Date.now() + 60_000)).toBe(true)
      expect((await listed('property-media/PROP-LISTED-2/')).map((file) => file.path)).toEqual([other])
      expect((await listed('property-documents/')).map((file) => file.path)).toContain(deed)
      expect((await listed('property-media/')).map((file) => file.path)).not.toContain(deed)
      expect(await listed('property-media/PROP-NOTHING-HERE/')).toEqual([])
      for (const prefix of ['', '../', 'property-media', 'property-media/../', 'other/']) await expect(listed(prefix)).rejects.toBeInstanceOf(UnsafeStorageKeyError)
      await Promise.all([front, other, deed].map((path) => storage.remove(path)))
      expect(await listed('property-media/PROP-LISTED-1/')).toEqual([])
    })

    it('streams a file larger than one S3 part and gives it back whole', async () => {
      const video = mediaStoragePath('PROP-LZ1ABC-X9K2Q', 'videos', '1700000000000-abc123-walkthrough.mp4')
      const large = Buffer.alloc(12 * 1024 * 1024 + 7, 0)
      for (let i = 0; i < large.length; i += 4096) large[i] = (i / 4096) % 251
      const chunks = Array.from({ length: Math.ceil(large.length / 65_536) }, (_, i) => large.subarray(i * 65_536, (i + 1) * 65_536))
      await storage.put(video, Readable.from(chunks), { contentType: 'video/mp4', size: large.length })
      expect(await storage.stat(video)).toEqual({ size: large.length, contentType: 'video/mp4' })
      expect((await text(await storage.read(video))).equals(large)).toBe(true)
      expect((await text(await storage.read(video, { start: 6 * 1024 * 1024, end: 6 * 1024 * 1024 + 9 }))).equals(large.subarray(6 * 1024 * 1024, 6 * 1024 * 1024 + 10))).toBe(true)
      await storage.remove(video)
    })

    it('keeps nothing when a stream of several parts is longer or shorter than its declared size', async () => {
      const video = mediaStoragePath('PROP-LZ1ABC-X9K2Q', 'videos', '1700000000000-abc123-cut.mp4')
      const part = Buffer.alloc(1024 * 1024, 7)
      const parts = (count: number) => Readable.from(Array.from({ length: count }, () => part))
      await expect(storage.put(video, parts(12), { contentType: 'video/mp4', size: 11 * part.length })).rejects.toBeInstanceOf(FileSizeMismatchError)
      expect(await storage.stat(video)).toBeUndefined()
      await expect(storage.put(video, parts(11), { contentType: 'video/mp4', size: 12 * part.length })).rejects.toBeInstanceOf(FileSizeMismatchError)
      expect(await storage.stat(video)).toBeUndefined()
    })

    it('refuses keys that are not storage paths, before touching anything', async () => {
      for (const key of ['../../etc/passwd', 'property-media/PROP-1/images/../../../etc/passwd', 'property-media/PROP-1/pictures/a.jpg', 'other/a.jpg', 'property-media/PROP-1/images/a\0.jpg']) {
        await expect(storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg', size: 1 })).rejects.toBeInstanceOf(UnsafeStorageKeyError)
        await expect(storage.read(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError)
        await expect(storage.remove(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError)
      }
    })
  })
}

const diskRoot = mkdtempSync(join(tmpdir(), 'storage-disk-'))
afterAll(() => rmSync(diskRoot, { recursive: true, force: true }))
contract('disk', () => createDiskStorage(diskRoot))

describe('disk storage on its own', () => {
  it('has no presigned URLs: the API serves its files', async () => {
    const storage = createDiskStorage(diskRoot)
    expect(await storage.signedUrl(photo, { contentType: 'image/jpeg', contentDisposition: 'inline', cacheControl: 'no-store', now: new Date() })).toBeUndefined()
  })

  it('leaves no temporary file behind after a refused write', async () => {
    const root = mkdtempSync(join(tmpdir(), 'storage-disk-'))
    try {
      const storage = createDiskStorage(root)
      const path = mediaStoragePath('PROP-1', 'images', '1-abc-a.jpg')
      await expect(storage.put(path, Readable.from([Buffer.from('abc')]), { contentType: 'image/jpeg', size: 4 })).rejects.toThrow()
      expect(readdirSync(join(root, 'property-media/PROP-1/images'))).toEqual([])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

let s3: TestS3Server | undefined
let s3Storage: FileStorage | undefined
beforeAll(async () => {
  s3 = await startS3Server()
  s3Storage = createS3Storage(s3.config)
})
afterAll(async () => {
  s3Storage?.close()
  await s3?.stop()
})
contract('S3', () => {
  if (!s3Storage) throw new Error('the S3 server did not start')
  return s3Storage
})

describe('S3 presigned URLs', () => {
  const signed = (now: Date, cacheControl = 'public, max-age=31536000, immutable') => {
    if (!s3Storage) throw new Error('the S3 server did not start')
    return s3Storage.signedUrl(photo, { contentType: 'image/jpeg', contentDisposition: 'inline', cacheControl, now })
  }

  it('reads the file straight from the bucket with the headers it was signed for, and byte ranges', async () => {
    await s3Storage?.put(photo, Readable.from([bytes]), { contentType: 'image/jpeg', size: bytes.length })
    const now = new Date()
    const answer = await signed(now)
    expect(answer?.expiresAt.getTime()).toBeGreaterThan(now.getTime() + (SIGNED_URL_SECONDS - SIGNING_WINDOW_SECONDS) * 1000 - 1)
    const url = answer?.url ?? ''
    expect(url.startsWith(`${s3?.config.endpoint ?? ''}/${s3?.config.bucket ?? ''}/${photo}?`)).toBe(true)
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/jpeg')
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(whole.headers.get('content-disposition')).toBe('inline')
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true)
  })

  // s3rver does not check V4 signatures or their expiry: what is signed is checked here instead.
  it('gives one URL for one file within a signing window, signed at the window start for SIGNED_URL_SECONDS', async () => {
    const start = new Date(Math.floor(Date.now() / (SIGNING_WINDOW_SECONDS * 1000)) * SIGNING_WINDOW_SECONDS * 1000)
    const later = new Date(start.getTime() + SIGNING_WINDOW_SECONDS * 1000 - 1)
    const first = await signed(start)
    expect((await signed(later))?.url).toBe(first?.url)
    expect((await signed(new Date(start.getTime() + SIGNING_WINDOW_SECONDS * 1000)))?.url).not.toBe(first?.url)
    expect(first?.expiresAt.getTime()).toBe(start.getTime() + SIGNED_URL_SECONDS * 1000)
    const query = new URL(first?.url ?? '').searchParams
    expect(query.get('X-Amz-Expires')).toBe(String(SIGNED_URL_SECONDS))
    expect(query.get('X-Amz-Date')).toBe(start.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''))
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(query.get('response-cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await signed(start, 'private, no-store'))?.url).not.toBe(first?.url)
  })
})
