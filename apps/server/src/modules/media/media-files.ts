// What a media file really is: its path under the listing's media, its size from storage,
// and its first and last bytes against the format its name claims (domain's checkFileSignature)
// and SPEC §5's limits for its media type. Used when an upload lands, before anything is kept
// (photos are then re-encoded, image-processing.ts), and again when a stored file is registered,
// so nothing unchecked joins a listing.
import {
  CONTENT_TYPE_BY_FORMAT,
  MEDIA_RULES,
  SIGNATURE_HEAD_BYTES,
  SIGNATURE_TAIL_BYTES,
  checkFileSignature,
  detectFileFormat,
  fileExtension,
  messages,
  uniqueFileName,
  validateMediaFile,
  type MediaType,
} from '@vishwas/domain'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { AppError } from '../../errors'
import type { FileStorage } from '../../providers/storage/file-storage'
import { isProcessedImageFormat, processImage } from './image-processing'
import { mediaMessages } from './media.messages'

/** A media file's name in storage: a unique safe name ending in its format's usual extension. */
export function storedMediaName(originalName: string, format: string, now: number = Date.now()): string {
  const extension = format === 'quicktime' ? 'mov' : format
  // No dots inside the name: only thumbnails end in '.thumb.jpeg' (thumbnailPathOf).
  const base = originalName.replace(/\.[^./\\]*$/, '').replace(/\./g, '_')
  return uniqueFileName(`${base}.${extension}`, now)
}

/** SPEC §5's check of a file by name, size and claimed type, as an error with its status (413 size, 415 format, 400 name). */
export function mediaFileError(file: { name: string; size: number; contentType?: string | undefined }, mediaType: MediaType): AppError | undefined {
  const check = validateMediaFile(file, mediaType)
  if (check.valid) return undefined
  const rule = MEDIA_RULES[mediaType]
  const [first = messages.storage.unknown] = check.errors
  if (check.errors.includes(rule.unsupported)) return new AppError('UNSUPPORTED_MEDIA_TYPE', rule.unsupported)
  if (check.errors.includes(rule.tooLarge)) return new AppError('PAYLOAD_TOO_LARGE', rule.tooLarge)
  return new AppError('BAD_REQUEST', first)
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

// A file that is not what it claims (an SVG, a PDF named .jpg, an executable) gets SPEC's
// unsupported-format message of its media type; the other refusals say what was found.
const signatureMessages = {
  'trailing-data': mediaMessages.trailingData,
  'too-many-pixels': mediaMessages.tooManyPixels,
  'no-dimensions': mediaMessages.noDimensions,
} as const

export type InspectedMedia = { size: number; contentType: string; format: string; dimensions?: { width: number; height: number } }

/** Where a file's bytes are read from: storage, or an upload waiting on this machine's disk (stagedFile). */
export type MediaSource = Pick<FileStorage, 'stat' | 'read'>

/** An upload waiting on this machine's disk as a source of its bytes (the path is ignored). */
export function stagedFile(file: string, contentType: string): MediaSource {
  return {
    async stat() {
      const info = await stat(file).catch(() => undefined)
      return info?.isFile() ? { size: info.size, contentType } : undefined
    },
    read: (_path, range) => Promise.resolve(createReadStream(file, range ? { start: range.start, end: range.end } : {})),
  }
}

/**
 * The file at `path` checked as a `mediaType` file named `name`: an AppError (nothing is
 * removed here) or its size, real content type and pixel size.
 */
export async function inspectStoredMedia(storage: MediaSource, path: string, mediaType: MediaType, name: string): Promise<InspectedMedia> {
  const info = await storage.stat(path)
  if (!info) throw new AppError('BAD_REQUEST', mediaMessages.fileNotUploaded)
  const claimed = detectFileFormat({ name })
  const refused = mediaFileError({ name, size: info.size, contentType: info.contentType }, mediaType)
  if (refused) throw refused
  if (info.size === 0 || claimed === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_RULES[mediaType].unsupported)
  const head = await bytesOf(await storage.read(path, { start: 0, end: Math.min(info.size, SIGNATURE_HEAD_BYTES) - 1 }))
  const tail = await bytesOf(await storage.read(path, { start: Math.max(0, info.size - SIGNATURE_TAIL_BYTES), end: info.size - 1 }))
  const signature = checkFileSignature({ claimed, head, tail })
  if (!signature.ok) {
    const reason = signature.reason
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', reason === 'unknown-format' || reason === 'format-mismatch' ? MEDIA_RULES[mediaType].unsupported : signatureMessages[reason])
  }
  const contentType = CONTENT_TYPE_BY_FORMAT[signature.format === 'jpg' ? 'jpeg' : signature.format] ?? info.contentType
  return { size: info.size, contentType, format: signature.format, ...(signature.dimensions ? { dimensions: signature.dimensions } : {}) }
}

const THUMBNAIL_SUFFIX = '.thumb.jpeg'

/**
 * Where a photo's thumbnail is kept: beside it, under its name with `.thumb.jpeg` for its
 * extension (a storage path too, so the file route serves it after the same access check).
 */
export const thumbnailPathOf = (path: string): string => `${path.replace(/\.[^./]*$/, '')}${THUMBNAIL_SUFFIX}`
export const isThumbnailPath = (path: string): boolean => path.endsWith(THUMBNAIL_SUFFIX)

/** The format a name claims, for naming (undefined: not a known format). */
export const claimedFormat = (name: string, contentType?: string) => detectFileFormat({ name, contentType }) ?? (fileExtension(name) || undefined)

/**
 * Keeps a checked file waiting on this machine's disk (`localFile`) in storage under `path`: a
 * photo or floor plan re-encoded by processImage with its thumbnail beside it (thumbnailPathOf),
 * anything else streamed as it is. Answers the paths written; on a failure nothing stays.
 */
export async function keepMediaFile(input: { storage: FileStorage; localFile: string; path: string; mediaType: MediaType; format: string; size: number }): Promise<string[]> {
  const { storage, path } = input
  const contentType = CONTENT_TYPE_BY_FORMAT[input.format === 'jpg' ? 'jpeg' : input.format] ?? 'application/octet-stream'
  const isPicture = (input.mediaType === 'images' || input.mediaType === 'floor-plans') && isProcessedImageFormat(input.format)
  if (!isPicture) {
    await storage.put(path, createReadStream(input.localFile), { contentType, size: input.size })
    return [path]
  }
  const image = await processImage(input.localFile, input.format)
  const thumbnail = thumbnailPathOf(path)
  try {
    await storage.put(path, Readable.from([image.photo]), { contentType, size: image.photo.length })
    await storage.put(thumbnail, Readable.from([image.thumbnail]), { contentType: 'image/jpeg', size: image.thumbnail.length })
  } catch (error) {
    await Promise.all([storage.remove(path), storage.remove(thumbnail)].map((removal) => removal.catch(() => undefined)))
    throw error
  }
  return [path, thumbnail]
}
