// sharp's processing on its own: the pixel limit holds whatever the header check before it saw,
// a photo keeps its format within 1920 px with a 300 px JPEG thumbnail, and nothing of its EXIF.
import { messages } from '@vishwas/domain'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processImage } from './image-processing'
import { hasGpsPosition, photoBytes } from './media-test-kit'

describe('processImage', () => {
  it('refuses an image over 50 megapixels before decoding it (a decompression bomb of a few kilobytes)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    await expect(processImage(bomb, 'png')).rejects.toMatchObject({ statusCode: 422, message: messages.failedToOptimizeImage })
  })

  it('refuses bytes that are not a picture', async () => {
    await expect(processImage(Buffer.from('%PDF-1.7\n%%EOF\n'), 'jpeg')).rejects.toMatchObject({ message: messages.failedToOptimizeImage })
    await expect(processImage(Buffer.from('<svg/>'), 'svg')).rejects.toMatchObject({ statusCode: 415, message: messages.imageUnsupported })
  })

  it('turns a 12-megapixel photo upright, within 1920 px, without EXIF, and makes its thumbnail', async () => {
    const original = await photoBytes({ width: 4000, height: 3000, orientation: 8 })
    const image = await processImage(original, 'jpeg')
    expect([image.width, image.height]).toEqual([1440, 1920])
    const photo = await sharp(image.photo).metadata()
    expect(photo).toMatchObject({ format: 'jpeg', width: 1440, height: 1920 })
    expect(photo.exif).toBeUndefined()
    expect(await hasGpsPosition(image.photo)).toBe(false)
    expect(await sharp(image.thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 225, height: 300 })
  })
})
