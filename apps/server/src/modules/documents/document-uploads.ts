// Resumable document uploads at /api/document-uploads (the tus endpoint of
// lib/resumable-uploads.ts): once whole, the file streams into storage under
// property-documents/{propertyId}/{category}/{name} (the domain's documentStoragePath; the category
// from the metadata's `category`, else derived from `documentType`), its bytes checked there. The
// answer names the stored file; the client then registers it with POST /properties/{id}/documents
// (SPEC §4: upload, then register).
//
// Upload-Metadata: filename, filetype, propertyId, documentType, category (optional).
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
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import { createResumableUploadServer, type ResumableUploadKind, type UploadMetadata } from '../../lib/resumable-uploads'
import { documentFileError, inspectStoredDocument, storedDocumentName } from './document-files'
import { documentProperty, type DocumentsDeps } from './documents.service'

export const DOCUMENT_UPLOADS_PATH = '/api/document-uploads'

const originalNameSchema = lineText(MAX_FILE_NAME_LENGTH, 'File name').min(1)
const documentTypeSchema = lineText(100, 'Document type').min(1)

type DocumentUploadMetadata = { filename: string; filetype?: string | undefined; propertyId: string; documentType: string; category: DocumentCategory }

function metadataOf(m: UploadMetadata): DocumentUploadMetadata {
  if (!m.filename || !m.propertyId || !m.documentType) throw new AppError('BAD_REQUEST', 'Upload-Metadata must name filename, propertyId and documentType')
  if (m.filename.length > MAX_FILE_NAME_LENGTH) throw new AppError('BAD_REQUEST', messages.fileNameTooLong)
  const name = originalNameSchema.safeParse(m.filename)
  if (!name.success) throw new AppError('BAD_REQUEST', name.error.issues[0]?.message ?? messages.fileNameTooLong)
  const type = documentTypeSchema.safeParse(m.documentType)
  if (!type.success) throw new AppError('BAD_REQUEST', type.error.issues[0]?.message ?? 'Document type is not valid')
  if (m.category && !isDocumentCategory(m.category)) throw new AppError('BAD_REQUEST', 'Upload-Metadata category is not a document category')
  const category = isDocumentCategory(m.category) ? m.category : deriveDocumentCategory(type.data)
  return { filename: m.filename, filetype: m.filetype ?? undefined, propertyId: m.propertyId, documentType: type.data, category }
}

export type DocumentUploadAnswer = {
  success: true
  file: { path: string; url: string; size: number; contentType: string; originalName: string; documentType: string; category: DocumentCategory }
}

export function documentUploadKind(deps: DocumentsDeps): ResumableUploadKind<DocumentUploadMetadata> {
  return {
    path: DOCUMENT_UPLOADS_PATH,
    unauthorized: messages.storage.unauthorizedDocuments,
    isOwn: (metadata) => Boolean(metadata.documentType),
    checkMetadata: metadataOf,
    async create({ auth, metadata, size }) {
      const property = await documentProperty(deps, auth, metadata.propertyId)
      // SPEC §5 before a byte is read: size (413), format by name and type (415), name length.
      const refused = documentFileError({ name: metadata.filename, size, contentType: metadata.filetype })
      if (refused) throw refused
      return { propertyId: property.id, category: metadata.category }
    },
    async finish({ auth, metadata, upload, read, kept }) {
      const property = await documentProperty(deps, auth, metadata.propertyId)
      const format = detectFileFormat({ name: metadata.filename, contentType: metadata.filetype }) ?? (fileExtension(metadata.filename) || 'bin')
      const filename = storedDocumentName(metadata.filename, format)
      const path = documentStoragePath(property.id, metadata.category, filename)
      await deps.storage.put(path, read(), { contentType: metadata.filetype ?? 'application/octet-stream', size: upload.size ?? 0 })
      kept(path)
      const inspected = await inspectStoredDocument(deps.storage, path, filename)
      return {
        success: true,
        file: { path, url: `/api/files/${path}`, size: inspected.size, contentType: inspected.contentType, originalName: metadata.filename, documentType: metadata.documentType, category: metadata.category },
      } satisfies DocumentUploadAnswer
    },
    remove: (path) => deps.storage.remove(path),
  }
}

export const createDocumentUploadServer = (input: { config: Pick<Config, 'dataDir'>; deps: DocumentsDeps; log: FastifyBaseLogger }) =>
  createResumableUploadServer({ kind: documentUploadKind(input.deps), config: input.config, log: input.log })
