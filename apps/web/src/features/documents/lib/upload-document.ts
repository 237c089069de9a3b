// One document to storage over the resumable document upload at /api/document-uploads
// (lib/resumable-upload.ts); signed out, SPEC §8's documents message.
import { messages, type DocumentCategory } from '@vishwas/domain'
import { startResumableUpload } from '../../../lib/resumable-upload'

export type UploadedDocumentFile = { path: string; url: string; size: number; contentType: string; originalName: string; documentType: string; category: DocumentCategory }

export const DOCUMENT_UPLOAD_ENDPOINT = '/api/document-uploads'

export function uploadDocument(input: { file: File; propertyId: string; documentType: string; onProgress: (fraction: number) => void }): Promise<UploadedDocumentFile> {
  return startResumableUpload<UploadedDocumentFile>({
    endpoint: DOCUMENT_UPLOAD_ENDPOINT,
    file: input.file,
    metadata: { filename: input.file.name, filetype: input.file.type, propertyId: input.propertyId, documentType: input.documentType },
    unauthorized: messages.storage.unauthorizedDocuments,
    onProgress: input.onProgress,
  }).done
}
