// One file to storage over the resumable upload (tus-js-client): progress as it goes, retries
// after a dropped connection from where the server has it, and in the browser a reload resumes
// too (the upload's address is kept in localStorage by its fingerprint). Failures carry the
// server's message, or SPEC §8's storage messages.
import { messages, type MediaType } from '@vishwas/domain'
import { Upload } from 'tus-js-client'
import { readAccessToken } from '../../../lib/access-token'

export type UploadedFile = { path: string; url: string; size: number; contentType: string; originalName: string; mediaType: MediaType }
export type UploadHandle = { done: Promise<UploadedFile>; cancel: () => void }

export const UPLOAD_ENDPOINT = '/api/uploads'
/** Small enough that a slow phone connection finishes a request well inside the server's time-out. */
const CHUNK_BYTES = 2 * 1024 * 1024
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000]

class UploadFailure extends Error {}

function messageOf(error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null }): string {
  const response = error.originalResponse
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { message?: unknown }
      if (typeof body.message === 'string') return body.message
    } catch {
      // Not the API's envelope (a proxy's page): the status says enough below.
    }
    if (response.getStatus() === 401) return messages.storage.unauthorizedFiles
    if (response.getStatus() === 409 || response.getStatus() === 460) return messages.storage.serverFileWrongSize
    return messages.storage.unknown
  }
  return messages.storage.retryLimitExceeded
}

/** Starts sending `file` for the listing's `mediaType` gallery; the file joins the listing when `register` (else a batch registers it). */
export function uploadFile(input: { file: File; propertyId: string; mediaType: MediaType; register: boolean; onProgress: (fraction: number) => void }): UploadHandle {
  let upload: Upload | undefined
  let cancelled = false
  const done = new Promise<UploadedFile>((resolve, reject) => {
    upload = new Upload(input.file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: {
        filename: input.file.name,
        filetype: input.file.type,
        propertyId: input.propertyId,
        mediaType: input.mediaType,
        ...(input.register ? {} : { register: 'false' }),
      },
      // The token may have been renewed since the upload began.
      onBeforeRequest(request) {
        const token = readAccessToken()
        if (token) request.setHeader('Authorization', `Bearer ${token}`)
      },
      onProgress: (sent, total) => input.onProgress(total > 0 ? sent / total : 0),
      onSuccess(payload) {
        try {
          const answer = JSON.parse(payload.lastResponse.getBody()) as { file: UploadedFile }
          resolve(answer.file)
        } catch {
          reject(new UploadFailure(messages.storage.unknown))
        }
      },
      onError: (error) => reject(new UploadFailure(cancelled ? messages.storage.canceled : messageOf(error))),
    })
    const started = upload
    void started
      .findPreviousUploads()
      .then((previous) => {
        const [last] = previous
        if (last) started.resumeFromPreviousUpload(last)
        started.start()
      })
      .catch(() => started.start())
  })
  return {
    done,
    cancel() {
      cancelled = true
      void upload?.abort(true)
    },
  }
}
