// One file to storage over a resumable upload endpoint (tus-js-client): progress as it goes,
// retries after a dropped connection from where the server has it (a HEAD asks for its offset,
// then the bytes go on from there), and in the browser a reload resumes too (the upload's address
// is kept in localStorage by its fingerprint). Failures carry the server's message, or SPEC §8's
// storage messages. Photos, videos and documents all travel this way; only the endpoint and the
// metadata differ.
import { messages } from '@vishwas/domain'
import { Upload } from 'tus-js-client'
import { readAccessToken } from './access-token'

export type ResumableUpload<T> = { done: Promise<T>; cancel: () => void }

/** Small enough that a slow phone connection finishes a request well inside the server's time-out. */
const CHUNK_BYTES = 2 * 1024 * 1024
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000]

class UploadFailure extends Error {}

function messageOf(error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null }, unauthorized: string): string {
  const response = error.originalResponse
  if (!response) return messages.storage.retryLimitExceeded
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown }
    if (typeof body.message === 'string') return body.message
  } catch {
    // Not the API's envelope (a proxy's page): the status says enough below.
  }
  if (response.getStatus() === 401) return unauthorized
  if (response.getStatus() === 409 || response.getStatus() === 460) return messages.storage.serverFileWrongSize
  return messages.storage.unknown
}

/**
 * Starts sending `file` to `endpoint` with `metadata` (Upload-Metadata); `done` answers the `file`
 * of the server's answer. `unauthorized` is the SPEC §8 message for a 401 without a body.
 */
export function startResumableUpload<T>(input: {
  endpoint: string
  file: File
  metadata: Record<string, string>
  unauthorized: string
  onProgress: (fraction: number) => void
}): ResumableUpload<T> {
  let upload: Upload | undefined
  let cancelled = false
  const done = new Promise<T>((resolve, reject) => {
    upload = new Upload(input.file, {
      endpoint: input.endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: input.metadata,
      // The token may have been renewed since the upload began.
      onBeforeRequest(request) {
        const token = readAccessToken()
        if (token) request.setHeader('Authorization', `Bearer ${token}`)
      },
      onProgress: (sent, total) => input.onProgress(total > 0 ? sent / total : 0),
      onSuccess(payload) {
        try {
          resolve((JSON.parse(payload.lastResponse.getBody()) as { file: T }).file)
        } catch {
          reject(new UploadFailure(messages.storage.unknown))
        }
      },
      onError: (error) => reject(new UploadFailure(cancelled ? messages.storage.canceled : messageOf(error, input.unauthorized))),
    })
    const started = upload
    void started
      .findPreviousUploads()
      .then(([last]) => {
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
