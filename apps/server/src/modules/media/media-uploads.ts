// Resumable uploads (the tus protocol, @tus/server) at /api/uploads: a dropped connection picks
// up where it stopped, not from zero. An upload in progress waits in $DATA_DIR/uploads (@tus/file-store);
// its bytes are checked there (real type, nothing appended, pixel size), then it goes into
// storage (disk or S3) under the path the domain makes: a photo re-encoded with a thumbnail beside
// it (image-processing.ts), anything else streamed as it is. Unless the client registers it later
// in a batch, it joins the listing at once.
//
// Who: a signed-in caller with property access (the Fastify guard runs before tus sees the
// request); each later request of an upload must come from the user who started it.
// Metadata (Upload-Metadata): filename, filetype, propertyId, mediaType, register ('false' to
// keep the file without adding it to the listing, for a batch registration afterwards).
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import { MemoryLocker, Server, type Upload } from '@tus/server'
import { MAX_FILE_NAME_LENGTH, isMediaType, lineText, mediaStoragePath, messages, type MediaItem, type MediaType } from '@vishwas/domain'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { FileSizeMismatchError } from '../../providers/storage/file-storage'
import { claimedFormat, inspectStoredMedia, keepMediaFile, mediaFileError, stagedFile, storedMediaName } from './media-files'
import { checkedRegistration, keepMedia, managedProperty, type MediaDeps } from './media.service'

export const UPLOADS_PATH = '/api/uploads'

/** The file name as typed: one line of plain text (no control or text-direction characters), at most 255 characters. */
const originalNameSchema = lineText(MAX_FILE_NAME_LENGTH, 'File name').min(1)

type ServerRequest = { method: string; runtime?: { node?: { req?: object } } }
/** What tus answers for a thrown error: its status_code and body (here the API's error envelope). */
class Failure extends Error {
  readonly status_code: number
  readonly body: string
  constructor(error: AppError) {
    super(error.message)
    this.name = 'UploadFailure'
    this.status_code = error.statusCode
    this.body = JSON.stringify({ success: false, message: error.message, code: error.code })
  }
}

const envelope = (error: AppError): Failure => new Failure(error)

function failure(error: unknown): Failure {
  if (error instanceof AppError) return envelope(error)
  if (error instanceof FileSizeMismatchError) return envelope(new AppError('BAD_REQUEST', messages.storage.serverFileWrongSize))
  return envelope(new AppError('INTERNAL_ERROR', messages.storage.unknown))
}

/** The caller of each upload request, as the route's guard found them (keyed by the Node request). */
const callers = new WeakMap<object, AuthContext>()
export const rememberCaller = (request: IncomingMessage, auth: AuthContext) => callers.set(request, auth)
function callerOf(request: ServerRequest): AuthContext {
  const node = request.runtime?.node?.req
  const auth = node ? callers.get(node) : undefined
  if (!auth) throw new AppError('UNAUTHORIZED', messages.storage.unauthorizedFiles)
  return auth
}

type UploadMetadata = { filename: string; filetype?: string; propertyId: string; mediaType: MediaType; register: boolean; uploadedBy: string }

function metadataOf(upload: Pick<Upload, 'metadata'>): UploadMetadata {
  const m = upload.metadata ?? {}
  const mediaType = m.mediaType
  if (!m.filename || !m.propertyId || !isMediaType(mediaType)) throw new AppError('BAD_REQUEST', 'Upload-Metadata must name filename, propertyId and mediaType')
  return { filename: m.filename, ...(m.filetype ? { filetype: m.filetype } : {}), propertyId: m.propertyId, mediaType, register: m.register !== 'false', uploadedBy: m.uploadedBy ?? '' }
}

export type UploadAnswer = { success: true; media?: MediaItem; file: { path: string; url: string; size: number; contentType: string; originalName: string; mediaType: MediaType } }

export function createUploadServer(input: { config: Config; deps: MediaDeps; log: FastifyInstance['log'] }) {
  const { config, deps } = input
  // Uploads in progress wait on this machine's disk with either storage (then stream to it). An
  // upload resumes on the instance that holds it; behind a load balancer without sticky sessions
  // a resumed upload that lands elsewhere starts again (tus-js-client does so on a 404).
  const stagingDir = join(config.dataDir, 'uploads')
  const datastore = new FileStore({ directory: stagingDir })

  return new Server({
    path: UPLOADS_PATH,
    datastore,
    locker: new MemoryLocker(),
    relativeLocation: true,
    // No global maximum: each upload's declared length is held to its media type's limit, with
    // SPEC's message, when it is created (and tus refuses bytes beyond the declared length).
    // The id is the only key to an upload: random, and each request is checked against its uploader.
    async onIncomingRequest(request, uploadId) {
      const auth = callerOf(request)
      if (request.method === 'POST' || !uploadId) return
      const upload = await datastore.getUpload(uploadId).catch(() => undefined)
      if (!upload || upload.metadata?.uploadedBy !== auth.did) throw envelope(new AppError('NOT_FOUND', 'Upload not found'))
    },
    async onUploadCreate(request, upload) {
      try {
        const auth = callerOf(request)
        const metadata = metadataOf(upload)
        if (upload.size === undefined) throw new AppError('BAD_REQUEST', 'Upload-Length is required')
        const property = await managedProperty(deps.properties, auth, metadata.propertyId)
        // SPEC §5 before a byte is read: size (413), format by name and type (415), name length.
        const name = originalNameSchema.safeParse(metadata.filename)
        if (!name.success) throw new AppError('BAD_REQUEST', name.error.issues[0]?.message ?? messages.fileNameTooLong)
        const refused = mediaFileError({ name: metadata.filename, size: upload.size, contentType: metadata.filetype }, metadata.mediaType)
        if (refused) throw refused
        return { metadata: { ...upload.metadata, propertyId: property.id, uploadedBy: auth.did } }
      } catch (error) {
        throw failure(error)
      }
    },
    async onUploadFinish(request, upload) {
      let stored: string[] = []
      try {
        const auth = callerOf(request)
        const metadata = metadataOf(upload)
        const property = await managedProperty(deps.properties, auth, metadata.propertyId)
        const format = claimedFormat(metadata.filename, metadata.filetype) ?? 'bin'
        const filename = storedMediaName(metadata.filename, format)
        const path = mediaStoragePath(property.id, metadata.mediaType, filename)
        // The bytes are checked where they wait, before anything reaches storage: a polyglot, an
        // SVG, a PDF named .jpg or a decompression bomb never gets a path.
        const staged = join(stagingDir, upload.id)
        const checked = await inspectStoredMedia(stagedFile(staged, metadata.filetype ?? 'application/octet-stream'), upload.id, metadata.mediaType, filename)
        // A photo is re-encoded: oriented, at most 1920 px, its EXIF (the GPS position of the
        // seller's home among it) gone, with a thumbnail beside it.
        stored = await keepMediaFile({ storage: deps.storage, localFile: staged, path, mediaType: metadata.mediaType, format: checked.format, size: checked.size })
        await datastore.remove(upload.id).catch((error: unknown) => input.log.warn({ err: error }, 'removing a finished upload failed'))
        const inspected = await inspectStoredMedia(deps.storage, path, metadata.mediaType, filename)
        const file = { path, url: `/api/files/${path}`, size: inspected.size, contentType: inspected.contentType, originalName: metadata.filename, mediaType: metadata.mediaType }
        let answer: UploadAnswer = { success: true, file }
        if (metadata.register) {
          const row = await checkedRegistration(deps.storage, property, { path, mediaType: metadata.mediaType, originalName: metadata.filename }, auth, new Date())
          const [media] = await keepMedia(deps, property.id, [row])
          answer = { ...answer, ...(media ? { media } : {}) }
        }
        return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(answer) }
      } catch (error) {
        await Promise.all(stored.map((path) => deps.storage.remove(path).catch(() => undefined)))
        await datastore.remove(upload.id).catch(() => undefined)
        if (!(error instanceof AppError)) input.log.error({ err: error }, 'finishing an upload failed')
        throw failure(error)
      }
    },
  })
}
