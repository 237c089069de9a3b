// SPEC §5 document and media validation: size limits, formats and file-name length.
import { MAX_DOCUMENT_BYTES, MAX_FILE_NAME_LENGTH, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../constants'
import { messages } from '../messages'
import { detectFileFormat } from './file-format'

export type UploadFile = { name: string; size: number; contentType?: string | null | undefined }
export type FileCheck = { valid: boolean; errors: string[] }

export const DOCUMENT_FORMATS = ['pdf', 'jpeg', 'png', 'jpg', 'doc', 'docx', 'xls', 'xlsx'] as const

export const mediaTypes = ['images', 'videos', 'floor-plans', 'virtual-tours', 'documents'] as const
export type MediaType = (typeof mediaTypes)[number]

type MediaRule = { formats: readonly string[]; maxBytes: number; unsupported: string; tooLarge: string }

const imageRule: MediaRule = {
  formats: ['jpeg', 'png', 'jpg', 'gif', 'webp', 'svg'],
  maxBytes: MAX_IMAGE_BYTES,
  unsupported: messages.imageUnsupported,
  tooLarge: messages.imageTooLarge,
}
const videoRule: MediaRule = {
  formats: ['mp4', 'webm', 'ogg', 'mpeg', 'quicktime'],
  maxBytes: MAX_VIDEO_BYTES,
  unsupported: messages.videoUnsupported,
  tooLarge: messages.videoTooLarge,
}

/** SPEC §5 media table. */
export const MEDIA_RULES: Readonly<Record<MediaType, MediaRule>> = {
  images: imageRule,
  'floor-plans': imageRule,
  videos: videoRule,
  'virtual-tours': videoRule,
  documents: {
    formats: ['pdf', 'doc', 'docx'],
    maxBytes: MAX_DOCUMENT_BYTES,
    unsupported: messages.mediaDocumentUnsupported,
    tooLarge: messages.mediaDocumentTooLarge,
  },
}

function check(errors: string[]): FileCheck {
  return { valid: errors.length === 0, errors }
}

/** A property document: at most 10 MB, one of the eight formats, a name of at most 255 characters. */
export function validateDocumentFile(file: UploadFile): FileCheck {
  const errors: string[] = []
  if (file.size > MAX_DOCUMENT_BYTES) errors.push(messages.documentTooLarge)
  const format = detectFileFormat(file)
  if (!format || !(DOCUMENT_FORMATS as readonly string[]).includes(format)) errors.push(messages.documentUnsupported)
  if (file.name.length > MAX_FILE_NAME_LENGTH) errors.push(messages.fileNameTooLong)
  return check(errors)
}

/** A media file of the given media type, by SPEC's table. */
export function validateMediaFile(file: UploadFile, mediaType: MediaType): FileCheck {
  const rule = MEDIA_RULES[mediaType]
  const errors: string[] = []
  const format = detectFileFormat(file)
  if (!format || !rule.formats.includes(format)) errors.push(rule.unsupported)
  if (file.size > rule.maxBytes) errors.push(rule.tooLarge)
  if (file.name.length > MAX_FILE_NAME_LENGTH) errors.push(messages.fileNameTooLong)
  return check(errors)
}

export function isMediaType(value: unknown): value is MediaType {
  return typeof value === 'string' && (mediaTypes as readonly string[]).includes(value)
}

/** SPEC §3: a listing's media item is an image or a video, from the content type. */
export function listingMediaKind(contentType: string): 'image' | 'video' {
  return contentType.toLowerCase().startsWith('video/') ? 'video' : 'image'
}
