// Resumable document uploads (the tus protocol, @tus/server) at /api/document-uploads: a dropped
// connection resumes where it stopped. The file waits in $DATA_DIR/uploads and, once whole,
// streams into storage under property-documents/{propertyId}/{category}/{name} (the domain's
// documentStoragePath; the category from the metadata's `category`, else derived from
// `documentType`), its bytes checked there. The answer names the stored file; the client then
// registers it with POST /properties/{id}/documents (SPEC §4: upload, then register).
//
// Who: a signed-in caller with property access (the Fastify guard runs first, then the service
// check); each later request of an upload must come from the user who started it.
// Upload-Metadata: filename, filetype, propertyId, documentType, category (optional).
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import { MemoryLocker, Server, type Upload } from '@tus/server'
import {
  MAX_FILE_NAME_LENGTH,
  deriveDocumentCategory,
  detectFileFormat,
  documentStoragePath,
  fileExtension,
  isDocumentCategory,
  lineText,
  messages,
  type DocumentCategory,
} from '@vishwas/domain'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { FileSizeMismatchError } from '../../providers/storage/file-storage'
import { documentFileError, inspectStoredDocument, storedDocumentName } from './document-files'
import { documentProperty, type DocumentsDeps } from './documents.service'

export const DOCUMENT_UPLOADS_PATH = '/api/document-uploads'

const originalNameSchema = lineText(MAX_FILE_NAME_LENGTH, 'File name').min(1)
const documentTypeSchema = lineText(100, 'Document type').min(1)

/** What tus answers for a thrown error: its status and the API's error envelope. */
class UploadFailure extends Error {
  readonly status_code: number
  readonly body: string
  constructor(error: AppError) {
    super(error.message)
    this.name = 'UploadFailure'
    this.status_code = error.statusCode
    this.body = JSON.stringify({ success: false, message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) })
  }
}

function failure(error: unknown): UploadFailure {
  if (error instanceof UploadFailure) return error
  if (error instanceof AppError) return new UploadFailure(error)
  if (error instanceof FileSizeMismatchError) return new UploadFailure(new AppError('BAD_REQUEST', messages.storage.serverFileWrongSize))
  return new UploadFailure(new AppError('INTERNAL_ERROR', messages.storage.unknown))
}

type ServerRequest = { method: string; runtime?: { node?: { req?: object } } }
const callers = new WeakMap<object, AuthContext>()
export const rememberDocumentCaller = (request: IncomingMessage, auth: AuthContext) => callers.set(request, auth)
function callerOf(request: ServerRequest): AuthContext {
  const node = request.runtime?.node?.req
  const auth = node ? callers.get(node) : undefined
  if (!auth) throw new AppError('UNAUTHORIZED', messages.storage.unauthorizedDocuments)
  return auth
}

type UploadMetadata = { filename: string; filetype?: string | undefined; propertyId: string; documentType: string; category: DocumentCategory; uploadedBy: string }

function metadataOf(upload: Pick<Upload, 'metadata'>): UploadMetadata {
  const m = upload.metadata ?? {}
  if (!m.filename || !m.propertyId || !m.documentType) throw new AppError('BAD_REQUEST', 'Upload-Metadata must name filename, propertyId and documentType')
  if (m.filename.length > MAX_FILE_NAME_LENGTH) throw new AppError('BAD_REQUEST', messages.fileNameTooLong)
  const name = originalNameSchema.safeParse(m.filename)
  if (!name.success) throw new AppError('BAD_REQUEST', name.error.issues[0]?.message ?? messages.fileNameTooLong)
  const type = documentTypeSchema.safeParse(m.documentType)
  if (!type.success) throw new AppError('BAD_REQUEST', type.error.issues[0]?.message ?? 'Document type is not valid')
  if (m.category && !isDocumentCategory(m.category)) throw new AppError('BAD_REQUEST', 'Upload-Metadata category is not a document category')
  const category = isDocumentCategory(m.category) ? m.category : deriveDocumentCategory(type.data)
  return { filename: m.filename, filetype: m.filetype ?? undefined, propertyId: m.propertyId, documentType: type.data, category, uploadedBy: m.uploadedBy ?? '' }
}

export type DocumentUploadAnswer = {
  success: true
  file: { path: string; url: string; size: number; contentType: string; originalName: string; documentType: string; category: DocumentCategory }
}

export function createDocumentUploadServer(input: { config: Config; deps: DocumentsDeps; log: FastifyInstance['log'] }) {
  const { config, deps } = input
  const datastore = new FileStore({ directory: join(config.dataDir, 'uploads') })

  return new Server({
    path: DOCUMENT_UPLOADS_PATH,
    datastore,
    locker: new MemoryLocker(),
    relativeLocation: true,
    async onIncomingRequest(request, uploadId) {
      const auth = callerOf(request)
      if (request.method === 'POST' || !uploadId) return
      const upload = await datastore.getUpload(uploadId).catch(() => undefined)
      if (!upload || upload.metadata?.uploadedBy !== auth.did || !upload.metadata.documentType) throw new UploadFailure(new AppError('NOT_FOUND', 'Upload not found'))
    },
    async onUploadCreate(request, upload) {
      try {
        const auth = callerOf(request)
        const metadata = metadataOf(upload)
        if (upload.size === undefined) throw new AppError('BAD_REQUEST', 'Upload-Length is required')
        const property = await documentProperty(deps, auth, metadata.propertyId)
        // SPEC §5 before a byte is read: size (413), format by name and type (415), name length.
        const refused = documentFileError({ name: metadata.filename, size: upload.size, contentType: metadata.filetype })
        if (refused) throw refused
        return { metadata: { ...upload.metadata, propertyId: property.id, category: metadata.category, uploadedBy: auth.did } }
      } catch (error) {
        throw failure(error)
      }
    },
    async onUploadFinish(request, upload) {
      let storedPath: string | undefined
      try {
        const auth = callerOf(request)
        const metadata = metadataOf(upload)
        const property = await documentProperty(deps, auth, metadata.propertyId)
        const format = detectFileFormat({ name: metadata.filename, contentType: metadata.filetype }) ?? (fileExtension(metadata.filename) || 'bin')
        const filename = storedDocumentName(metadata.filename, format)
        const path = documentStoragePath(property.id, metadata.category, filename)
        await deps.storage.put(path, datastore.read(upload.id), { contentType: metadata.filetype ?? 'application/octet-stream', size: upload.size ?? 0 })
        storedPath = path
        await datastore.remove(upload.id).catch((error: unknown) => input.log.warn({ err: error }, 'removing a finished upload failed'))
        const inspected = await inspectStoredDocument(deps.storage, path, filename)
        const answer: DocumentUploadAnswer = {
          success: true,
          file: { path, url: `/api/files/${path}`, size: inspected.size, contentType: inspected.contentType, originalName: metadata.filename, documentType: metadata.documentType, category: metadata.category },
        }
        return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(answer) }
      } catch (error) {
        if (storedPath) await deps.storage.remove(storedPath).catch(() => undefined)
        await datastore.remove(upload.id).catch(() => undefined)
        if (!(error instanceof AppError)) input.log.error({ err: error }, 'finishing a document upload failed')
        throw failure(error)
      }
    },
  })
}
