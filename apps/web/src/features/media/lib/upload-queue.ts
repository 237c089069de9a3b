// SPEC §4 uploads: each file is checked in the browser first (SPEC §5), shrunk if it is a photo,
// sent with its own progress, three at a time; the files that arrived are registered in one batch
// call, and every failure is kept as file name plus message while the batch goes on.
import { MEDIA_BATCH_CONCURRENCY, validateMediaFile, type MediaType } from '@vishwas/domain'
import { registerMedia, type Registration } from '../api/change-media'
import { shrinkImage } from './shrink-image'
import { uploadFile } from './upload-file'

export type FileProgress = { key: string; name: string; fraction: number; state: 'checking' | 'sending' | 'done' | 'failed'; message?: string }
export type UploadFailure = { name: string; message: string }

/** Runs `work` over the items, at most `limit` at once. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

export async function uploadMediaBatch(input: {
  files: readonly File[]
  propertyId: string
  mediaType: MediaType
  onProgress: (progress: FileProgress) => void
}): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = []
  const arrived: (Registration & { key: string; index: number })[] = []
  const keyOf = (file: File, index: number) => `${index}-${file.name}-${file.size}`
  await inBatches(input.files, MEDIA_BATCH_CONCURRENCY, async (chosen, index) => {
    const key = keyOf(chosen, index)
    const fail = (message: string) => {
      failures.push({ name: chosen.name, message })
      input.onProgress({ key, name: chosen.name, fraction: 0, state: 'failed', message })
    }
    input.onProgress({ key, name: chosen.name, fraction: 0, state: 'checking' })
    const check = validateMediaFile({ name: chosen.name, size: chosen.size, contentType: chosen.type }, input.mediaType)
    // A photo over the limit may fit once shrunk: only its format is judged before shrinking.
    const isPhoto = input.mediaType === 'images' || input.mediaType === 'floor-plans'
    const blocking = isPhoto ? check.errors.filter((message) => !/size exceeds/.test(message)) : check.errors
    if (blocking.length > 0) return fail(blocking.join(' '))
    const file = isPhoto ? await shrinkImage(chosen) : chosen
    const after = validateMediaFile({ name: file.name, size: file.size, contentType: file.type }, input.mediaType)
    if (!after.valid) return fail(after.errors.join(' '))
    try {
      const stored = await uploadFile({
        file,
        propertyId: input.propertyId,
        mediaType: input.mediaType,
        register: false,
        onProgress: (fraction) => input.onProgress({ key, name: chosen.name, fraction, state: 'sending' }),
      }).done
      arrived.push({ key, index, path: stored.path, mediaType: input.mediaType, originalName: chosen.name })
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
    }
  })
  if (arrived.length === 0) return failures
  // SPEC §9: the gallery takes the files in the order they were chosen, whichever arrived first.
  arrived.sort((a, b) => a.index - b.index)
  try {
    const { results } = await registerMedia(
      input.propertyId,
      arrived.map(({ key: _key, index: _index, ...registration }) => registration),
    )
    for (const result of results) {
      const file = arrived[result.index]
      if (!file) continue
      if (result.success) input.onProgress({ key: file.key, name: file.originalName, fraction: 1, state: 'done' })
      else {
        const message = result.error ?? 'Failed to upload media file'
        failures.push({ name: file.originalName, message })
        input.onProgress({ key: file.key, name: file.originalName, fraction: 1, state: 'failed', message })
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    for (const file of arrived) {
      failures.push({ name: file.originalName, message })
      input.onProgress({ key: file.key, name: file.originalName, fraction: 1, state: 'failed', message })
    }
  }
  return failures
}
