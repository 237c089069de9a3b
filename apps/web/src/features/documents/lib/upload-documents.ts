// SPEC §4: document uploads go one after another. Each file is checked in the browser first
// (SPEC §5's document rules), sent with its own progress, then registered; a failure is kept as
// file name plus message and the next file goes on.
import { validateDocumentFile } from '@vishwas/domain'
import { registerDocument } from '../api/change-documents'
import { uploadDocument } from './upload-document'

export type DocumentProgress = { key: string; name: string; fraction: number; state: 'sending' | 'done' | 'failed'; message?: string }
export type DocumentFailure = { name: string; message: string }

export async function uploadDocumentsInTurn(input: {
  files: readonly File[]
  propertyId: string
  documentType: string
  metadata?: { expiryDate?: string; documentNumber?: string }
  onProgress: (progress: DocumentProgress) => void
}): Promise<DocumentFailure[]> {
  const failures: DocumentFailure[] = []
  for (const [index, file] of input.files.entries()) {
    const key = `${index}-${file.name}-${file.size}`
    const fail = (message: string) => {
      failures.push({ name: file.name, message })
      input.onProgress({ key, name: file.name, fraction: 0, state: 'failed', message })
    }
    const check = validateDocumentFile({ name: file.name, size: file.size, contentType: file.type })
    if (!check.valid) {
      fail(check.errors.join(' '))
      continue
    }
    try {
      input.onProgress({ key, name: file.name, fraction: 0, state: 'sending' })
      const stored = await uploadDocument({ file, propertyId: input.propertyId, documentType: input.documentType, onProgress: (fraction) => input.onProgress({ key, name: file.name, fraction, state: 'sending' }) })
      await registerDocument(input.propertyId, {
        path: stored.path,
        type: input.documentType,
        category: stored.category,
        originalName: file.name,
        ...(input.metadata && Object.keys(input.metadata).length > 0 ? { metadata: input.metadata } : {}),
      })
      input.onProgress({ key, name: file.name, fraction: 1, state: 'done' })
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
    }
  }
  return failures
}
