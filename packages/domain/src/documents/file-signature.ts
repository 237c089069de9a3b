// What a file really is, from its bytes rather than its name or the type a browser claims: the
// format from the first bytes (magic numbers), images' pixel size from their headers, and the
// tail of formats with a clear end (JPEG, PNG, GIF, PDF), so a file with something appended (a
// script after a picture: a polyglot) is refused. SVG is never accepted (it can carry script),
// nor anything this table does not know (executables, HTML, archives).

/** The longest head any check below reads. */
export const SIGNATURE_HEAD_BYTES = 64 * 1024
/** How much of the end the tail checks read. */
export const SIGNATURE_TAIL_BYTES = 1024
/** Decoded images may have at most this many pixels (a decompression bomb is refused before decoding). */
export const MAX_IMAGE_PIXELS = 50_000_000

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length))
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte)

/** SPEC's short format names (pdf, jpeg, png, ...) from the first bytes; undefined for anything else. */
export function formatFromBytes(head: Uint8Array): string | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp'
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf'
  if (ascii(head, 4, 4) === 'ftyp') return ascii(head, 8, 4) === 'qt  ' ? 'quicktime' : 'mp4'
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm'
  if (ascii(head, 0, 4) === 'OggS') return 'ogg'
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3])) return 'mpeg'
  // Word 97-2003 and Excel 97-2003 share the OLE compound file; Word and Excel since 2007 are zip.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole'
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip'
  return undefined
}

/** Whether the bytes' format is the one the name or content type claims (jpg is jpeg; doc/xls are OLE; docx/xlsx zip). */
export function formatMatches(claimed: string, detected: string): boolean {
  const canonical: Readonly<Record<string, string>> = { jpg: 'jpeg', doc: 'ole', xls: 'ole', docx: 'zip', xlsx: 'zip' }
  return (canonical[claimed] ?? claimed) === detected
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16)
const u32be = (b: Uint8Array, i: number) => (((b[i] ?? 0) << 24) >>> 0) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0))

function jpegDimensions(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined
    const marker = b[i + 1] ?? 0
    if (marker === 0xff) {
      i += 1
      continue
    }
    const length = u16be(b, i + 2)
    // Start of frame: baseline, progressive and the other SOFn (not DHT C4, JPG C8, DAC CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) }
    }
    i += 2 + length
  }
  return undefined
}

function webpDimensions(b: Uint8Array): { width: number; height: number } | undefined {
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  return undefined
}

/** An image's width and height in pixels from its header, or undefined when the header does not say. */
export function imageDimensions(format: string, head: Uint8Array): { width: number; height: number } | undefined {
  switch (format) {
    case 'png':
      return ascii(head, 12, 4) === 'IHDR' ? { width: u32be(head, 16), height: u32be(head, 20) } : undefined
    case 'gif':
      return { width: u16le(head, 6), height: u16le(head, 8) }
    case 'jpeg':
      return jpegDimensions(head)
    case 'webp':
      return webpDimensions(head)
    default:
      return undefined
  }
}

const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

/**
 * Whether the file ends where its format ends: a JPEG with its end-of-image marker last, a PNG
 * with its IEND chunk, a GIF with its trailer, a PDF with %%EOF in its last bytes (PDF allows a
 * line end after it). Other formats have no such end to check.
 */
export function endsCleanly(format: string, tail: Uint8Array): boolean {
  const n = tail.length
  switch (format) {
    case 'jpeg':
      return tail[n - 2] === 0xff && tail[n - 1] === 0xd9
    case 'png':
      return startsWith(tail, PNG_END, n - PNG_END.length)
    case 'gif':
      return tail[n - 1] === 0x3b
    case 'pdf':
      return /%%EOF[\r\n\s]*$/.test(ascii(tail, Math.max(0, n - 64), 64))
    default:
      return true
  }
}

export type SignatureCheck =
  | { ok: true; format: string; dimensions?: { width: number; height: number } }
  | { ok: false; reason: 'unknown-format' | 'format-mismatch' | 'trailing-data' | 'too-many-pixels' | 'no-dimensions' }

const IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp']

/**
 * The file's bytes against what it claims to be (`claimed`: SPEC's format from its name or type):
 * the same format, nothing after its end, and for images a known size of at most MAX_IMAGE_PIXELS.
 */
export function checkFileSignature(input: { claimed: string; head: Uint8Array; tail: Uint8Array }): SignatureCheck {
  const detected = formatFromBytes(input.head)
  if (detected === undefined) return { ok: false, reason: 'unknown-format' }
  if (!formatMatches(input.claimed, detected)) return { ok: false, reason: 'format-mismatch' }
  if (!endsCleanly(detected, input.tail)) return { ok: false, reason: 'trailing-data' }
  const format = detected === 'ole' || detected === 'zip' ? input.claimed : detected
  if (!IMAGE_FORMATS.includes(detected)) return { ok: true, format }
  const dimensions = imageDimensions(detected, input.head)
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return { ok: false, reason: 'no-dimensions' }
  if (dimensions.width * dimensions.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' }
  return { ok: true, format, dimensions }
}
