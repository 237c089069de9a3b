// One document to storage over the resumable document upload (tus-js-client): progress as it
// goes, retries after a dropped connection from where the server has it. Failures carry the
// server's message, or SPEC §8's storage messages (the documents variant when signed out).
import { messages, type DocumentCategory } from '@vishwas/domain'
import { Upload } from 'tus-js-client'
import { readAccessToken } from '../../../lib/access-token'

export type UploadedDocumentFile = { path: string; url: string; size: number; contentType: string; originalName: string; documentType: string; category: DocumentCategory }

export const DOCUMENT_UPLOAD_ENDPOINT = '/api/document-uploads'
const CHUNK_BYTES = 2 * 1024 * 1024
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000]

class DocumentUploadFailure extends Error {}

function messageOf(error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null }): string {
  const response = error.originalResponse
  if (!response) return messages.storage.retryLimitExceeded
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown }
    if (typeof body.message === 'string') return body.message
  } catch {
    // Not the API's envelope (a proxy's page): the status says enough below.
  }
  if (response.getStatus() === 401) return messages.storage.unauthorizedDocuments
  if (response.getStatus() === 409 || response.getStatus() === 460) return messages.storage.serverFileWrongSize
  return messages.storage.unknown
}

export function uploadDocument(input: { file: File; propertyId: string; documentType: string; onProgress: (fraction: number) => void }): Promise<UploadedDocumentFile> {
  return new Promise<UploadedDocumentFile>((resolve, reject) => {
    const upload = new Upload(input.file, {
      endpoint: DOCUMENT_UPLOAD_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: { filename: input.file.name, filetype: input.file.type, propertyId: input.propertyId, documentType: input.documentType },
      onBeforeRequest(request) {
        const token = readAccessToken()
        if (token) request.setHeader('Authorization', `Bearer ${token}`)
      },
      onProgress: (sent, total) => input.onProgress(total > 0 ? sent / total : 0),
      onSuccess(payload) {
        try {
          resolve((JSON.parse(payload.lastResponse.getBody()) as { file: UploadedDocumentFile }).file)
        } catch {
          reject(new DocumentUploadFailure(messages.storage.unknown))
        }
      },
      onError: (error) => reject(new DocumentUploadFailure(messageOf(error))),
    })
    void upload
      .findPreviousUploads()
      .then(([last]) => {
        if (last) upload.resumeFromPreviousUpload(last)
        upload.start()
      })
      .catch(() => upload.start())
  })
}
