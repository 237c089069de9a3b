// What a stored document file really is, checked before it joins the vault: SPEC §5's size,
// format and name length, then its bytes (the domain's checkFileSignature: the format its name
// claims, nothing appended after a PDF, JPEG or PNG ends, no SVG, HTML or executable).
import {
  CONTENT_TYPE_BY_FORMAT,
  SIGNATURE_HEAD_BYTES,
  SIGNATURE_TAIL_BYTES,
  checkFileSignature,
  detectFileFormat,
  documentMessages,
  messages,
  uniqueFileName,
  validateDocumentFile,
} from '@vishwas/domain'
import type { Readable } from 'node:stream'
import { AppError } from '../../errors'
import type { FileStorage } from '../../providers/storage/file-storage'
import { mediaMessages } from '../media/media.messages'

/** SPEC §5's check of a document by name, size and claimed type: 413 too large, 415 format, 400 name. */
export function documentFileError(file: { name: string; size: number; contentType?: string | undefined }): AppError | undefined {
  const check = validateDocumentFile(file)
  if (check.valid) return undefined
  if (check.errors.includes(messages.documentTooLarge)) return new AppError('PAYLOAD_TOO_LARGE', messages.documentTooLarge)
  if (check.errors.includes(messages.documentUnsupported)) return new AppError('UNSUPPORTED_MEDIA_TYPE', messages.documentUnsupported)
  return new AppError('BAD_REQUEST', check.errors[0] ?? messages.fileNameTooLong)
}

/** A document's name in storage: unique, safe, ending in its format's usual extension. */
export function storedDocumentName(originalName: string, format: string, now: number = Date.now()): string {
  const base = originalName.replace(/\.[^./\\]*$/, '')
  return uniqueFileName(`${base}.${format === 'jpeg' ? 'jpg' : format}`, now)
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

export type InspectedDocument = { size: number; contentType: string; format: string }

/** The stored file at `path`, named `name`, checked as a document: an AppError (nothing is removed here), or its size and real content type. */
export async function inspectStoredDocument(storage: FileStorage, path: string, name: string): Promise<InspectedDocument> {
  const info = await storage.stat(path)
  if (!info) throw new AppError('BAD_REQUEST', documentMessages.fileNotUploaded)
  const refused = documentFileError({ name, size: info.size })
  if (refused) throw refused
  const claimed = detectFileFormat({ name })
  if (info.size === 0 || claimed === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.documentUnsupported)
  const head = await bytesOf(await storage.read(path, { start: 0, end: Math.min(info.size, SIGNATURE_HEAD_BYTES) - 1 }))
  const tail = await bytesOf(await storage.read(path, { start: Math.max(0, info.size - SIGNATURE_TAIL_BYTES), end: info.size - 1 }))
  const signature = checkFileSignature({ claimed, head, tail })
  if (!signature.ok) {
    const reasons: Partial<Record<typeof signature.reason, string>> = {
      'trailing-data': documentMessages.trailingData,
      'too-many-pixels': mediaMessages.tooManyPixels,
      'no-dimensions': mediaMessages.noDimensions,
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', reasons[signature.reason] ?? messages.documentUnsupported)
  }
  const format = signature.format === 'jpg' ? 'jpeg' : signature.format
  return { size: info.size, contentType: CONTENT_TYPE_BY_FORMAT[format] ?? 'application/octet-stream', format }
}
