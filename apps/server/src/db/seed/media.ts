// Pictures for the demo listings, so the gallery and the cards are never empty on a fresh start:
// every demo listing (the first DEMO_LISTING_COUNT; bulk listings for benchmarks get none) has a
// street view of its kind of property and a site plan of its plot, and about half of the homes a
// floor plan. The drawings (illustrations.ts) are rendered once each, through the same processing
// as an upload (processImage: a photo and its thumbnail), and each listing keeps its own copies
// under its media folder, named by the seed epoch so a reseed writes the same paths again.
import { mediaStoragePath, type MediaType, type Property } from '@vishwas/domain'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { processImage, type ProcessedImage } from '../../modules/media/image-processing'
import { thumbnailPathOf } from '../../modules/media/media-files'
import { createMediaRepository, type NewMediaItem } from '../../modules/media/media.repository'
import type { FileStorage } from '../../providers/storage/file-storage'
import type { DatabaseHandle } from '../database'
import { floorPlan, palettes, sceneOf, sitePlan, streetView } from './illustrations'
import { SEED_EPOCH, generateListing } from './listings'
import { createRandom, seedFor } from './random'

/** Files written to storage at once. */
const PUT_CONCURRENCY = 32

type Picture = { key: string; render: () => string; format: 'jpeg' | 'png'; mediaType: MediaType; originalName: string; slug: string }

async function rendered(picture: Picture): Promise<ProcessedImage> {
  const drawing = sharp(Buffer.from(picture.render()))
  // A drawing is kept as an upload of it would be: line drawings as PNG, scenes as JPEG.
  const encoded = await (picture.format === 'png' ? drawing.png() : drawing.jpeg({ quality: 92 })).toBuffer()
  return processImage(encoded, picture.format)
}

function picturesOf(index: number, property: Property): Picture[] {
  const random = createRandom(seedFor(index, 0x9a11e7))
  const paletteIndex = random.int(0, palettes.length - 1)
  const palette = palettes[paletteIndex] ?? palettes[0]
  if (!palette) return []
  const scene = sceneOf[property.basicInfo.subType ?? 'plot']
  const bedrooms = property.specifications?.rooms?.bedrooms ?? 0
  const pictures: Picture[] = [
    { key: `street-${scene}-${paletteIndex}`, render: () => streetView(scene, palette), format: 'jpeg', mediaType: 'images', originalName: 'Street view.jpg', slug: 'street_view' },
    { key: `site-${paletteIndex}`, render: () => sitePlan(palette), format: 'jpeg', mediaType: 'images', originalName: 'Site plan.jpg', slug: 'site_plan' },
  ]
  if (property.basicInfo.type === 'residential' && bedrooms > 0 && random.chance(0.5)) {
    pictures.push({ key: `plan-${bedrooms}`, render: () => floorPlan(bedrooms), format: 'png', mediaType: 'floor-plans', originalName: 'Floor plan.png', slug: 'floor_plan' })
  }
  return pictures
}

/** Runs `work` over the items, at most `limit` at once. */
async function inLanes<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T
      next += 1
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

export type MediaSeedResult = { listings: number; files: number; drawings: number }

/** Pictures for the demo listings numbered `first` to `first + count - 1` that are below `demoCount`. */
export async function seedDemoMedia(input: { database: DatabaseHandle; storage: FileStorage; first: number; count: number; demoCount: number }): Promise<MediaSeedResult> {
  const last = Math.min(input.first + input.count, input.demoCount)
  const listings = Array.from({ length: Math.max(0, last - input.first) }, (_, i) => ({ index: input.first + i, property: generateListing(input.first + i).property }))
  const pictures = new Map(listings.map(({ index, property }) => [index, picturesOf(index, property)]))
  // Each drawing once, all at once (sharp works on its own threads).
  const distinct = new Map([...pictures.values()].flat().map((picture) => [picture.key, picture]))
  const drawings = new Map(await Promise.all([...distinct.values()].map(async (picture) => [picture.key, await rendered(picture)] as const)))
  const items: (NewMediaItem & { order: number })[] = []
  const files: { path: string; bytes: Buffer; contentType: string }[] = []
  for (const { index, property } of listings) {
    for (const [order, picture] of (pictures.get(index) ?? []).entries()) {
      const image = drawings.get(picture.key)
      if (!image) continue
      const extension = picture.format === 'png' ? 'png' : 'jpeg'
      const filename = `${SEED_EPOCH}-demo${order}-${picture.slug}.${extension}`
      const path = mediaStoragePath(property.id, picture.mediaType, filename)
      const contentType = `image/${extension}`
      files.push({ path, bytes: image.photo, contentType }, { path: thumbnailPathOf(path), bytes: image.thumbnail, contentType: 'image/jpeg' })
      items.push({
        propertyId: property.id,
        mediaType: picture.mediaType,
        path,
        filename,
        originalName: picture.originalName,
        contentType,
        size: image.photo.length,
        order,
        dimensions: { width: image.width, height: image.height },
        thumbnailPath: thumbnailPathOf(path),
        uploadedBy: property.ownership.ownerId ?? 'system',
        uploadedAt: property.metadata.createdAt ?? new Date(SEED_EPOCH).toISOString(),
      })
    }
  }
  await inLanes(files, PUT_CONCURRENCY, async (file) => {
    await input.storage.put(file.path, Readable.from([file.bytes]), { contentType: file.contentType, size: file.bytes.length })
  })
  if (items.length > 0) await createMediaRepository(input.database).insertMany(items)
  return { listings: listings.length, files: files.length, drawings: drawings.size }
}
