// A photo or floor plan as it is kept (sharp): decoded with a pixel limit (a decompression bomb
// stops before its pixels are allocated), turned the way the camera meant (EXIF orientation),
// at most 1920 px on its longer side, re-encoded in its own format at quality 0.85 (JPEG, WebP),
// and a thumbnail of at most 300 × 300 as JPEG at 0.7 (SPEC §7). Re-encoding writes no metadata:
// EXIF with the GPS position a phone records, XMP, IPTC and comments are gone.
import { IMAGE_MAX_WIDTH_PX, IMAGE_QUALITY, MAX_IMAGE_PIXELS, THUMBNAIL_MAX_PX, THUMBNAIL_QUALITY, messages } from '@vishwas/domain'
import sharp, { type Sharp } from 'sharp'
import { AppError } from '../../errors'

// A server should not keep decoded images around between requests.
sharp.cache(false)

/** The formats re-encoded here (SPEC's image formats that can be decoded safely; SVG never arrives). */
const ENCODERS: Readonly<Record<string, (image: Sharp) => Sharp>> = {
  jpeg: (image) => image.jpeg({ quality: Math.round(IMAGE_QUALITY * 100) }),
  jpg: (image) => image.jpeg({ quality: Math.round(IMAGE_QUALITY * 100) }),
  webp: (image) => image.webp({ quality: Math.round(IMAGE_QUALITY * 100) }),
  png: (image) => image.png(),
  gif: (image) => image.gif(),
}

export const isProcessedImageFormat = (format: string): boolean => format in ENCODERS

export type ProcessedImage = {
  photo: Buffer
  thumbnail: Buffer
  /** The kept photo's size in pixels, after orientation and resizing. */
  width: number
  height: number
}

/** The first frame, with the pixel limit, stopping on decoding errors rather than warnings (phones' JPEGs often carry harmless ones). */
const decode = (input: string | Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })

/**
 * The photo at `input` (a file path or bytes) in `format` (jpeg, png, webp or gif), processed as
 * above. A file that does not decode, or has too many pixels, is refused with SPEC's 'Failed to
 * optimize image' (422).
 */
export async function processImage(input: string | Buffer, format: string): Promise<ProcessedImage> {
  const encode = ENCODERS[format]
  if (!encode) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.imageUnsupported)
  try {
    const resized = decode(input).rotate().resize(IMAGE_MAX_WIDTH_PX, IMAGE_MAX_WIDTH_PX, { fit: 'inside', withoutEnlargement: true })
    const { data: photo, info } = await encode(resized).toBuffer({ resolveWithObject: true })
    // From the kept photo, not the original: a few hundred thousand pixels to decode instead of millions.
    const thumbnail = await sharp(photo, { failOn: 'error' })
      .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(THUMBNAIL_QUALITY * 100) })
      .toBuffer()
    return { photo, thumbnail, width: info.width, height: info.height }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('UNPROCESSABLE', messages.failedToOptimizeImage)
  }
}
