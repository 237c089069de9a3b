// A JPEG without the metadata a camera or phone writes beside the picture: EXIF (with the GPS
// position where the photo was taken), XMP, IPTC and comments. The picture's own segments (frame,
// tables, scan) stay as they are, and so do JFIF, the colour profile (ICC) and Adobe's colour
// marker, which decoders need. Only the segments before the scan are read into memory (each at
// most 64 KB); the scan, almost all of the file, streams from the disk.
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { PassThrough, type Readable } from 'node:stream'

const APP0 = 0xe0
const APP2 = 0xe2
const APP14 = 0xee
const COM = 0xfe
const SOS = 0xda
/** More segments than this before the scan is not a photo. */
const MAX_SEGMENTS = 1000

function keeps(marker: number, segment: Buffer): boolean {
  if (marker === COM) return false
  if (marker < APP0 || marker > 0xef) return true
  if (marker === APP0 || marker === APP14) return true
  return marker === APP2 && segment.subarray(4, 15).toString('latin1') === 'ICC_PROFILE'
}

export class JpegStructureError extends Error {}

/** The JPEG file at `file` without its metadata segments, and its new size (for storage). */
export async function jpegWithoutMetadata(file: string): Promise<{ stream: Readable; size: number }> {
  const handle = await open(file, 'r')
  const kept: Buffer[] = [Buffer.from([0xff, 0xd8])]
  let scanStart = -1
  let fileSize: number
  try {
    fileSize = (await handle.stat()).size
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length)
      const { bytesRead } = await handle.read(buffer, 0, length, position)
      if (bytesRead !== length) throw new JpegStructureError('JPEG ends inside a segment')
      return buffer
    }
    const soi = await read(0, 2)
    if (soi[0] !== 0xff || soi[1] !== 0xd8) throw new JpegStructureError('not a JPEG')
    let position = 2
    for (let segments = 0; segments < MAX_SEGMENTS && scanStart < 0; segments += 1) {
      const head = await read(position, 4)
      if (head[0] !== 0xff) throw new JpegStructureError('broken JPEG segment')
      const marker = head[1] ?? 0
      if (marker === 0xff) {
        position += 1
        continue
      }
      const length = head.readUInt16BE(2)
      const segment = await read(position, 2 + length)
      if (keeps(marker, segment)) kept.push(segment)
      position += 2 + length
      if (marker === SOS) scanStart = position
    }
  } finally {
    await handle.close()
  }
  if (scanStart < 0) throw new JpegStructureError('no picture data in the JPEG')
  const header = Buffer.concat(kept)
  const stream = new PassThrough()
  stream.write(header)
  createReadStream(file, { start: scanStart })
    .on('error', (error) => stream.destroy(error))
    .pipe(stream)
  return { stream, size: header.length + (fileSize - scanStart) }
}
