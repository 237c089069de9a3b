// keepMedia with a fake repository: a registration that fails removes the files it was for, the
// photo's thumbnail beside it included, so nothing half-kept stays in storage.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createDiskStorage } from '../../providers/storage/disk-storage'
import type { PropertiesRepository } from '../properties/properties.repository'
import { thumbnailPathOf } from './media-files'
import type { MediaRepository, NewMediaItem } from './media.repository'
import { keepMedia } from './media.service'

const PROPERTY = '11111111-2222-4333-8444-555555555555'
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('keepMedia', () => {
  it('removes the photo and its thumbnail when the listing is gone before they are registered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keep-media-'))
    dirs.push(dir)
    const storage = createDiskStorage(dir)
    const path = `property-media/${PROPERTY}/images/1-abcdef-front.jpeg`
    const thumbnail = thumbnailPathOf(path)
    for (const file of [path, thumbnail]) await storage.put(file, Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg', size: 1 })
    const row: NewMediaItem = { propertyId: PROPERTY, mediaType: 'images', path, filename: '1-abcdef-front.jpeg', originalName: 'front.jpg', contentType: 'image/jpeg', size: 1, thumbnailPath: thumbnail, uploadedBy: 'u', uploadedAt: new Date(0).toISOString() }
    const gone = { change: () => Promise.resolve(undefined) } as unknown as MediaRepository
    await expect(keepMedia({ media: gone, properties: {} as PropertiesRepository, storage }, PROPERTY, [row])).rejects.toMatchObject({ statusCode: 404 })
    expect(await storage.stat(path)).toBeUndefined()
    expect(await storage.stat(thumbnail)).toBeUndefined()
  })
})
