import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_PIXELS, checkFileSignature, formatFromBytes, imageDimensions } from './file-signature'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

/** A PNG header of the given size followed by an IEND chunk. */
function png(width: number, height: number): Uint8Array {
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), 'IHDR', u32(width), u32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0], u32(0), 'IEND', [0xae, 0x42, 0x60, 0x82])
}

/** A JPEG with one baseline frame of the given size. */
function jpeg(width: number, height: number, trailer: number[] = []): Uint8Array {
  return bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3], new Array<number>(9).fill(1), [0xff, 0xd9], trailer)
}

const check = (claimed: string, file: Uint8Array) => checkFileSignature({ claimed, head: file, tail: file.subarray(-1024) })

describe('checkFileSignature', () => {
  it('accepts a JPEG and a PNG with their pixel sizes', () => {
    expect(check('jpg', jpeg(1920, 1080))).toEqual({ ok: true, format: 'jpeg', dimensions: { width: 1920, height: 1080 } })
    expect(check('png', png(640, 480))).toEqual({ ok: true, format: 'png', dimensions: { width: 640, height: 480 } })
  })

  it('refuses a JPEG with a script appended (a polyglot)', () => {
    const script = [...'<script>alert(1)</script>'].map((c) => c.charCodeAt(0))
    expect(check('jpeg', jpeg(100, 100, script))).toEqual({ ok: false, reason: 'trailing-data' })
  })

  it('refuses a PDF renamed .jpg, and an SVG or an executable whatever their names', () => {
    expect(check('jpg', bytes('%PDF-1.7\n...\n%%EOF\n'))).toEqual({ ok: false, reason: 'format-mismatch' })
    expect(check('svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ ok: false, reason: 'unknown-format' })
    expect(check('pdf', bytes('MZ', [0x90, 0, 3, 0]))).toEqual({ ok: false, reason: 'unknown-format' })
    expect(check('jpeg', bytes([0x7f], 'ELF', [2, 1, 1]))).toEqual({ ok: false, reason: 'unknown-format' })
  })

  it(`refuses an image of more than ${MAX_IMAGE_PIXELS} pixels before anything decodes it`, () => {
    expect(check('png', png(20_000, 20_000))).toEqual({ ok: false, reason: 'too-many-pixels' })
  })

  it('knows the formats of SPEC §5 by their first bytes', () => {
    expect(formatFromBytes(bytes('GIF89a'))).toBe('gif')
    expect(formatFromBytes(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('webp')
    expect(formatFromBytes(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBe('mp4')
    expect(formatFromBytes(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('quicktime')
    expect(formatFromBytes(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm')
    expect(formatFromBytes(bytes('OggS'))).toBe('ogg')
    expect(formatFromBytes(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe('zip')
    expect(check('docx', bytes([0x50, 0x4b, 0x03, 0x04]))).toEqual({ ok: true, format: 'docx' })
  })

  it('reads the sizes of GIF and WebP headers', () => {
    expect(imageDimensions('gif', bytes('GIF89a', [0x40, 0x01, 0xf0, 0x00]))).toEqual({ width: 320, height: 240 })
    expect(imageDimensions('webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0], [0, 0, 0, 0], [0x7f, 0x07, 0], [0x37, 0x04, 0]))).toEqual({ width: 1920, height: 1080 })
  })
})
