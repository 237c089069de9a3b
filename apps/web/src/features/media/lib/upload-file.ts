// One photo or video to storage over the resumable upload at /api/uploads (lib/resumable-upload.ts).
import { messages, type MediaType } from '@vishwas/domain'
import { startResumableUpload, type ResumableUpload } from '../../../lib/resumable-upload'

export type UploadedFile = { path: string; url: string; size: number; contentType: string; originalName: string; mediaType: MediaType }
export type UploadHandle = ResumableUpload<UploadedFile>

export const UPLOAD_ENDPOINT = '/api/uploads'

/** Starts sending `file` for the listing's `mediaType` gallery; the file joins the listing when `register` (else a batch registers it). */
export function uploadFile(input: { file: File; propertyId: string; mediaType: MediaType; register: boolean; onProgress: (fraction: number) => void }): UploadHandle {
  return startResumableUpload<UploadedFile>({
    endpoint: UPLOAD_ENDPOINT,
    file: input.file,
    metadata: {
      filename: input.file.name,
      filetype: input.file.type,
      propertyId: input.propertyId,
      mediaType: input.mediaType,
      ...(input.register ? {} : { register: 'false' }),
    },
    unauthorized: messages.storage.unauthorizedFiles,
    onProgress: input.onProgress,
  })
}
