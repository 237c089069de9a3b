// Fixtures of the media tests: files of each kind built byte by byte (a JPEG header of any pixel
// size, a PNG header, a PDF), real photos made by sharp (noise, a camera's EXIF with a GPS
// position and an orientation), a reader of EXIF's GPS block, and a tus upload through app.inject
// (create, then one PATCH).
import sharp from 'sharp'
import type { PropertyKit, Caller } from '../properties/properties-test-kit'

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * A JPEG's structure only: an EXIF block carrying GPS text, one baseline frame of the given size,
 * `padding` bytes of scan data. It passes the header checks but does not decode (no tables): for
 * refusals; a photo that must be kept is photoBytes.
 */
export function jpegBytes(width = 640, height = 480, padding = 2000): Buffer {
  const exif = [...ascii('Exif\0\0'), ...ascii('GPS 30.7333N 76.7794E')]
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe1, ((exif.length + 2) >> 8) & 255, (exif.length + 2) & 255, ...exif,
    0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1,
    0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0,
    ...Array.from({ length: padding }, (_, i) => i % 200),
    0xff, 0xd9,
  ])
}

/**
 * A real photo (decodable, of noise so it does not compress to nothing) as a phone writes it:
 * EXIF with the camera, the GPS position (30°44'N 76°47'E) and an orientation (6: turn 90° clockwise to view).
 */
export async function photoBytes(options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp'; orientation?: number; grain?: boolean } = {}): Promise<Buffer> {
  const { width = 640, height = 480, format = 'jpeg', orientation = 1, grain = false } = options
  const pixels = Buffer.alloc(width * height * 3)
  let x = 7
  for (let i = 0; i < pixels.length; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0
    // grain: a gradient with a little sensor noise, compressing as a phone's photo does (about 3 MB
    // for 12 megapixels); else pure noise, the hardest case for a decoder.
    const pixel = Math.floor(i / 3)
    pixels[i] = grain ? (((pixel % width) * 200) / width + ((pixel / width) * 40) / height + ((x >>> 16) & 31) + (i % 3) * 10) & 255 : (x >>> 16) & 255
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withMetadata({ orientation }).withExifMerge({
    IFD0: { Make: 'Phone', Model: 'Camera' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 44/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 47/1 0/1' },
  })
  return (format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality: 90 }) : image.jpeg({ quality: 90 })).toBuffer()
}

/** Whether an image's EXIF block (as sharp reads it) holds a GPS block: IFD0's tag 0x8825 points at one. */
export async function hasGpsPosition(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata()
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd0 = u32(4)
  const entries = u16(ifd0)
  return Array.from({ length: entries }, (_, i) => u16(ifd0 + 2 + i * 12)).includes(0x8825)
}

export function pngBytes(width: number, height: number): Buffer {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...ascii('IHDR'), ...u32(width), ...u32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0, ...u32(0), ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82])
}

export const pdfBytes = () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

export type UploadRequest = { propertyId: string; mediaType: string; filename: string; filetype?: string; bytes: Buffer; register?: boolean; declaredSize?: number }

/** Creates a tus upload and sends all its bytes; the creation's answer when it is refused, else the last PATCH's. */
export async function uploadFile(kit: PropertyKit, caller: Caller | null, request: UploadRequest) {
  const headers = { 'tus-resumable': '1.0.0', ...(caller ? kit.headers[caller] : {}) }
  const metadata = {
    filename: request.filename,
    propertyId: request.propertyId,
    mediaType: request.mediaType,
    ...(request.filetype ? { filetype: request.filetype } : {}),
    ...(request.register === false ? { register: 'false' } : {}),
  }
  const created = await kit.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, 'upload-length': String(request.declaredSize ?? request.bytes.length), 'upload-metadata': encodeMetadata(metadata) },
  })
  if (created.statusCode !== 201) return created
  const location = created.headers.location as string
  return kit.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: request.bytes,
  })
}
