// A listing created together with its files (SPEC §7, POST /properties with files): the property
// as JSON first, then its files. Each file is taken to SPEC §5's limit of its kind and no byte
// further (413), waits whole on this machine's disk, and goes into storage under the listing's
// reference (property-media/{reference}/{mediaType}/{unique name}) with the same checks as an
// upload; then the listing is created and its media list made from the files: type image or video
// from the content type, title the file name, order the upload index. Whatever fails, the files
// already stored are removed: nothing is half kept.
import { randomBytes } from 'node:crypto'
import { mkdir, open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { MEDIA_RULES, listingMediaKind, mediaStoragePath, messages, type MediaType, type Property } from '@vishwas/domain'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { propertyMessages } from '../properties/properties.messages'
import { createProperty, referenceFor, requireLister, type Body } from '../properties/properties.service'
import { claimedFormat, mediaFileError, originalNameSchema, storedMediaName } from './media-files'
import { storeStagedMedia } from './media-staged'
import type { NewMediaItem } from './media.repository'
import { keepMedia, type MediaDeps } from './media.service'

/** At most this many files with one new listing. */
export const MAX_FILES_PER_NEW_PROPERTY = 30

/** One part of the request body, as the multipart parser gives it, in order. */
export type PropertyFormPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; contentType: string; stream: Readable }

export const propertyWithFilesMessages = {
  propertyFirst: "The first part must be the field 'property': the property as JSON",
  tooManyFiles: `At most ${MAX_FILES_PER_NEW_PROPERTY} files can come with a new property`,
  unexpectedField: 'Only files can follow the property',
} as const

/** Fails on the first byte past `limit`, so nothing further is read. */
function limitedTo(limit: number, error: () => AppError): Transform {
  let received = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length
      if (received > limit) callback(error())
      else callback(null, chunk)
    },
  })
}

function propertyOf(part: PropertyFormPart | undefined): Body {
  if (part?.kind !== 'field' || part.name !== 'property') throw new AppError('BAD_REQUEST', propertyWithFilesMessages.propertyFirst)
  let parsed: unknown
  try {
    parsed = JSON.parse(part.value)
  } catch {
    throw new AppError('BAD_REQUEST', messages.invalidJsonData)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError('BAD_REQUEST', propertyWithFilesMessages.propertyFirst)
  return parsed as Body
}

/** The file's refusal, naming the file (its index and name) beside SPEC's message. */
function namedFailure(error: unknown, index: number, filename: string): unknown {
  if (!(error instanceof AppError)) return error
  return new AppError(error.code, error.message, [{ path: `files.${index}`, message: `${filename}: ${error.message}` }])
}

type StoredFile = Omit<NewMediaItem, 'propertyId'>

async function storeFile(input: {
  deps: MediaDeps
  auth: AuthContext
  reference: string
  part: Extract<PropertyFormPart, { kind: 'file' }>
  index: number
  stagingDir: string
  now: Date
}): Promise<StoredFile> {
  const { part, index } = input
  const name = originalNameSchema.safeParse(part.filename)
  if (!name.success) throw new AppError('BAD_REQUEST', name.error.issues[0]?.message ?? messages.fileNameTooLong)
  const mediaType: MediaType = listingMediaKind(part.contentType) === 'video' ? 'videos' : 'images'
  const rule = MEDIA_RULES[mediaType]
  // The name and the claimed type before a byte is read (the size is checked as the bytes come).
  const refused = mediaFileError({ name: part.filename, size: 0, contentType: part.contentType }, mediaType)
  if (refused) throw refused
  const staged = join(input.stagingDir, `${randomBytes(12).toString('hex')}.part`)
  // Made before the bytes flow: a stream that opens its file itself may create it after a refusal's clean-up has run.
  const file = await open(staged, 'wx')
  try {
    await pipeline(part.stream, limitedTo(rule.maxBytes, () => new AppError('PAYLOAD_TOO_LARGE', rule.tooLarge)), file.createWriteStream())
    const format = claimedFormat(part.filename, part.contentType) ?? 'bin'
    const filename = storedMediaName(part.filename, format, input.now.getTime())
    const path = mediaStoragePath(input.reference, mediaType, filename)
    const kept = await storeStagedMedia(input.deps.storage, { staged, path, filename, mediaType, contentType: part.contentType })
    return {
      mediaType,
      path,
      filename,
      originalName: part.filename,
      contentType: kept.contentType,
      size: kept.size,
      order: index,
      dimensions: kept.dimensions,
      thumbnailPath: kept.thumbnailPath,
      uploadedBy: input.auth.did,
      uploadedAt: input.now.toISOString(),
    }
  } finally {
    await rm(staged, { force: true })
  }
}

/** POST /properties with files: the new listing, its media list made from the files. */
export async function createPropertyWithFiles(input: { deps: MediaDeps; auth: AuthContext; parts: AsyncIterable<PropertyFormPart>; stagingDir: string; now: Date }): Promise<Property> {
  const { deps, auth, now } = input
  requireLister(auth)
  const parts = input.parts[Symbol.asyncIterator]()
  const body = propertyOf((await parts.next()).value as PropertyFormPart | undefined)
  const reference = referenceFor(body, now)
  if (await deps.properties.findOne({ reference })) throw new AppError('CONFLICT', propertyMessages.referenceTaken)
  await mkdir(input.stagingDir, { recursive: true })

  const stored: StoredFile[] = []
  try {
    for (let index = 0; ; index += 1) {
      const next = await parts.next()
      if (next.done) break
      const part = next.value
      if (part.kind !== 'file') throw new AppError('BAD_REQUEST', propertyWithFilesMessages.unexpectedField)
      if (index >= MAX_FILES_PER_NEW_PROPERTY) throw new AppError('PAYLOAD_TOO_LARGE', propertyWithFilesMessages.tooManyFiles)
      try {
        stored.push(await storeFile({ deps, auth, reference, part, index, stagingDir: input.stagingDir, now }))
      } catch (error) {
        throw namedFailure(error, index, part.filename)
      }
    }
    const property = await createProperty({ repository: deps.properties, auth, body: { ...body, reference }, now })
    if (stored.length === 0) return property
    // keepMedia removes the files when their rows cannot be kept.
    const kept = stored.map((file) => ({ ...file, propertyId: property.id }))
    stored.length = 0
    await keepMedia(deps, property.id, kept)
    return (await deps.properties.findOne({ id: property.id })) ?? property
  } catch (error) {
    await Promise.all(stored.flatMap((file) => [file.path, ...(file.thumbnailPath ? [file.thumbnailPath] : [])]).map((path) => deps.storage.remove(path).catch(() => undefined)))
    throw error
  }
}
