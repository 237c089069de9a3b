// POST /properties with files over HTTP (multipart/form-data): the parser's limits, the body's
// largest possible size, and @fastify/multipart's parts as the service's (property-with-files
// .service.ts) with the parser's refusals in the API's words. The property field gets the checks
// a JSON body gets on its way in (depth, text the database cannot hold); the service does the rest.
import { join } from 'node:path'
import { PassThrough, finished, type Readable } from 'node:stream'
import type { Multipart, MultipartValue } from '@fastify/multipart'
import { BYTES_PER_MB, MAX_VIDEO_BYTES, messages, nestsDeeperThan } from '@vishwas/domain'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { AppError, badRequest } from '../../errors'
import { TEXT_HYGIENE_MESSAGE, unholdableText } from '../../lib/holdable-text'
import { JSON_TOO_DEEP_MESSAGE } from '../../lib/json-body'
import { uploadStagingDir } from '../../lib/resumable-uploads'
import { MAX_FILES_PER_NEW_PROPERTY, propertyWithFilesMessages, type PropertyFormPart } from './property-with-files.service'

/** Where each file of a new listing waits whole before storage (inside the upload folder, swept with it). */
export const newPropertyStagingDir = (config: Pick<Config, 'dataDir'>): string => join(uploadStagingDir(config), 'new-properties')

/** Room for one part's boundary and headers (a file name of at most 255 characters, a content type). */
const PART_OVERHEAD_BYTES = 16 * 1024

export const propertyFormMessages = {
  malformed: 'Malformed multipart/form-data body',
  propertyTooLarge: (limitBytes: number) => `The property field is too large: at most ${limitBytes / BYTES_PER_MB} MB of JSON`,
  requestTooLarge: (limitBytes: number) =>
    `A new property with its files is at most ${Math.floor(limitBytes / BYTES_PER_MB)} MB: the property and at most ${MAX_FILES_PER_NEW_PROPERTY} files, each within its kind's limit`,
} as const

/**
 * The parser's limits. Each stays just above the service's own, so the service refuses first
 * with its message: the 31st file reaches it (it takes 30), and a file is cut at SPEC's largest
 * limit (a video's) plus a margin while the service stops at its own kind's.
 */
export function propertyFormLimits(propertyLimitBytes: number) {
  return {
    fields: 1,
    files: MAX_FILES_PER_NEW_PROPERTY + 1,
    parts: MAX_FILES_PER_NEW_PROPERTY + 2,
    fieldSize: propertyLimitBytes,
    fieldNameSize: 100,
    headerPairs: 20,
    fileSize: MAX_VIDEO_BYTES + BYTES_PER_MB,
  }
}

/**
 * The largest body a new property with its files can have: the property field and 30 files of
 * at most SPEC's largest limit each. A larger body holds a file past its limit or too many files.
 */
export function maxPropertyFormBytes(propertyLimitBytes: number): number {
  return propertyLimitBytes + (MAX_FILES_PER_NEW_PROPERTY + 1) * PART_OVERHEAD_BYTES + MAX_FILES_PER_NEW_PROPERTY * MAX_VIDEO_BYTES
}

/**
 * The body of a multipart request as the route's validation sees it: the route lets exactly this
 * object past its JSON body schema (no JSON body can be this object).
 */
export const multipartBody: Record<string, unknown> = Object.freeze({})

export const isMultipartForm = (request: Pick<FastifyRequest, 'headers'>): boolean => /^multipart\/form-data(\s*;|$)/i.test(request.headers['content-type'] ?? '')

/** A multipart body that says it is larger than `limitBytes`: refused before a byte of it is read. */
export function declaredTooLarge(request: Pick<FastifyRequest, 'headers'>, limitBytes: number): AppError | undefined {
  if (!isMultipartForm(request)) return undefined
  const declared = Number(request.headers['content-length'])
  if (!(declared > limitBytes)) return undefined
  // More than 30 files of SPEC's largest size: some file is past its limit (or there are too many).
  return new AppError('PAYLOAD_TOO_LARGE', messages.videoTooLarge, [{ path: 'body', message: propertyFormMessages.requestTooLarge(limitBytes) }])
}

const parserErrors: Partial<Record<string, () => AppError>> = {
  FST_FIELDS_LIMIT: () => badRequest(propertyWithFilesMessages.unexpectedField),
  FST_FILES_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', propertyWithFilesMessages.tooManyFiles),
  FST_PARTS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', propertyWithFilesMessages.tooManyFiles),
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', messages.videoTooLarge),
  FST_INVALID_JSON_FIELD_ERROR: () => badRequest(messages.invalidJsonData),
}

/** What the parser (busboy, @fastify/multipart) threw, as the API's refusal: always the client's fault, a 4xx. */
function parserRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error
  const known = parserErrors[String((error as { code?: unknown } | null)?.code)]
  if (known) return known()
  // busboy's own words ('Unexpected end of multipart data', 'Malformed part header') help the client.
  const detail = error instanceof Error && error.message.length <= 200 ? error.message : undefined
  return badRequest(propertyFormMessages.malformed, detail ? [{ path: 'body', message: detail }] : undefined)
}

/** The file's bytes as they arrive; a body that breaks off or goes wrong mid-file is the client's 400. */
function fileBytes(file: Readable): Readable {
  const bytes = new PassThrough()
  // The refusal is kept by the stream and read by whoever pipes it; it may come before anyone does
  // (the service is still making the file the bytes go to) or to a part no one reads (the request
  // was refused before it), and must not end the process then.
  bytes.on('error', () => undefined)
  // Also a part the parser gave up on before the service came to it (the body broke off).
  finished(file, (error) => {
    if (error) bytes.destroy(parserRefusal(error))
  })
  // The service stopped reading (the file is past its limit): the parser stops too.
  bytes.on('close', () => {
    if (!file.readableEnded) file.destroy()
  })
  return file.pipe(bytes)
}

/** The property field's text, held to what a JSON body may be. */
function fieldValue(part: MultipartValue, propertyLimitBytes: number): string {
  if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', propertyFormMessages.propertyTooLarge(propertyLimitBytes))
  // A field sent as application/json arrives parsed.
  const text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
  if (part.fieldname !== 'property') return text
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // The service answers that it is no JSON.
    return text
  }
  if (nestsDeeperThan(parsed)) throw badRequest(JSON_TOO_DEEP_MESSAGE)
  const unholdable = unholdableText(parsed, 'property')
  if (unholdable.length > 0) throw new AppError('VALIDATION_ERROR', TEXT_HYGIENE_MESSAGE, unholdable)
  return text
}

/** The request's parts, in order, as the service takes them. */
export async function* propertyFormParts(parts: AsyncIterable<Multipart>, propertyLimitBytes: number): AsyncGenerator<PropertyFormPart> {
  const iterator = parts[Symbol.asyncIterator]()
  for (;;) {
    let next: IteratorResult<Multipart>
    try {
      next = await iterator.next()
    } catch (error) {
      throw parserRefusal(error)
    }
    if (next.done) return
    const part = next.value
    if (part.type === 'file') {
      // busboy leaves the name out of a part sent as application/octet-stream without one.
      const filename: string | undefined = part.filename
      yield { kind: 'file', name: part.fieldname, filename: filename ?? '', contentType: part.mimetype, stream: fileBytes(part.file) }
    } else {
      yield { kind: 'field', name: part.fieldname, value: fieldValue(part, propertyLimitBytes) }
    }
  }
}
