// One contract, two stores: local disk and an S3-compatible bucket (s3rver on 127.0.0.1).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { mediaStoragePath, documentStoragePath } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../../test/s3-server'
import { createDiskStorage } from './disk-storage'
import { FileNotStoredError, UnsafeStorageKeyError, type FileStorage } from './file-storage'
import { createS3Storage } from './s3-storage'

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
