// Resumable photo and video uploads at /api/uploads (the tus endpoint of lib/resumable-uploads.ts):
// its bytes are checked where they wait (real type, nothing appended, pixel size), then the file
// goes into storage under the path the domain makes: a photo re-encoded with a thumbnail beside it
// (image-processing.ts), anything else streamed as it is. Unless the client registers it later in
// a batch, it joins the listing at once.
//
// Metadata (Upload-Metadata): filename, filetype, propertyId, mediaType, register ('false' to
// keep the file without adding it to the listing, for a batch registration afterwards).
import { isMediaType, mediaStoragePath, messages, type MediaItem, type MediaType } from '@vishwas/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import { createResumableUploadServer, type ResumableUploadKind, type UploadMetadata } from '../../lib/resumable-uploads'
import { claimedFormat, mediaFileError, originalNameSchema, storedMediaName } from './media-files'
import { storeStagedMedia } from './media-staged'
import { checkedRegistration, keepMedia, managedProperty, type MediaDeps } from './media.service'

export const UPLOADS_PATH = '/api/uploads'

type MediaUploadMetadata = { filename: string; filetype?: string; propertyId: string; mediaType: MediaType; register: boolean }

function metadataOf(m: UploadMetadata): MediaUploadMetadata {
  const mediaType = m.mediaType
  if (!m.filename || !m.propertyId || !isMediaType(mediaType)) throw new AppError('BAD_REQUEST', 'Upload-Metadata must name filename, propertyId and mediaType')
  return { filename: m.filename, ...(m.filetype ? { filetype: m.filetype } : {}), propertyId: m.propertyId, mediaType, register: m.register !== 'false' }
}

export type UploadAnswer = { success: true; media?: MediaItem; file: { path: string; url: string; size: number; contentType: string; originalName: string; mediaType: MediaType } }

export function mediaUploadKind(deps: MediaDeps): ResumableUploadKind<MediaUploadMetadata> {
  return {
    path: UPLOADS_PATH,
    unauthorized: messages.storage.unauthorizedFiles,
    isOwn: (metadata) => isMediaType(metadata.mediaType),
    checkMetadata: metadataOf,
    async create({ auth, metadata, size }) {
      const property = await managedProperty(deps.properties, auth, metadata.propertyId)
      // SPEC §5 before a byte is read: size (413), format by name and type (415), name length.
      const name = originalNameSchema.safeParse(metadata.filename)
      if (!name.success) throw new AppError('BAD_REQUEST', name.error.issues[0]?.message ?? messages.fileNameTooLong)
      const refused = mediaFileError({ name: metadata.filename, size, contentType: metadata.filetype }, metadata.mediaType)
      if (refused) throw refused
      return { propertyId: property.id }
    },
    async finish({ auth, metadata, staged, kept: keep }) {
      const property = await managedProperty(deps.properties, auth, metadata.propertyId)
      const format = claimedFormat(metadata.filename, metadata.filetype) ?? 'bin'
      const filename = storedMediaName(metadata.filename, format)
      const path = mediaStoragePath(property.id, metadata.mediaType, filename)
      const kept = await storeStagedMedia(deps.storage, { staged, path, filename, mediaType: metadata.mediaType, contentType: metadata.filetype ?? 'application/octet-stream' })
      keep(...kept.stored)
      const file = { path, url: `/api/files/${path}`, size: kept.size, contentType: kept.contentType, originalName: metadata.filename, mediaType: metadata.mediaType }
      if (!metadata.register) return { success: true, file } satisfies UploadAnswer
      const row = await checkedRegistration(deps.storage, property, { path, mediaType: metadata.mediaType, originalName: metadata.filename }, auth, new Date())
      const [media] = await keepMedia(deps, property.id, [row])
      return { success: true, file, ...(media ? { media } : {}) } satisfies UploadAnswer
    },
    remove: (path) => deps.storage.remove(path),
  }
}

export const createUploadServer = (input: { config: Pick<Config, 'dataDir'>; deps: MediaDeps; log: FastifyBaseLogger }) =>
  createResumableUploadServer({ kind: mediaUploadKind(input.deps), config: input.config, log: input.log })
