// SPEC §4: document uploads go one after another, on the shared queue (lib/upload-queue.ts). Each
// file is checked in the browser first (SPEC §5's document rules), sent with its own progress,
// then registered; a failure is kept as file name plus message and the next file goes on.
import { validateDocumentFile } from '@vishwas/domain'
import { runUploadQueue, type FileProgress, type UploadFailure } from '../../../lib/upload-queue'
import { registerDocument } from '../api/change-documents'
import { uploadDocument } from './upload-document'

export type DocumentProgress = FileProgress
export type DocumentFailure = UploadFailure

export function uploadDocumentsInTurn(input: {
  files: readonly File[]
  propertyId: string
  documentType: string
  metadata?: { expiryDate?: string; documentNumber?: string }
  onProgress: (progress: DocumentProgress) => void
}): Promise<DocumentFailure[]> {
  return runUploadQueue({
    files: input.files,
    concurrency: 1,
    onProgress: input.onProgress,
    async send(file, report) {
      const check = validateDocumentFile({ name: file.name, size: file.size, contentType: file.type })
      if (!check.valid) throw new Error(check.errors.join(' '))
      report('sending', 0)
      const stored = await uploadDocument({ file, propertyId: input.propertyId, documentType: input.documentType, onProgress: (fraction) => report('sending', fraction) })
      await registerDocument(input.propertyId, {
        path: stored.path,
        type: input.documentType,
        category: stored.category,
        originalName: file.name,
        ...(input.metadata && Object.keys(input.metadata).length > 0 ? { metadata: input.metadata } : {}),
      })
    },
  })
}
