// SPEC §4 media uploads on the shared queue (lib/upload-queue.ts): each file is checked in the
// browser first (SPEC §5), shrunk if it is a photo, sent with its own progress, three at a time;
// the files that arrived are registered in one batch call, in the order chosen, and every failure
// is kept as file name plus message while the batch goes on.
import { MEDIA_BATCH_CONCURRENCY, validateMediaFile, type MediaType } from '@vishwas/domain'
import { runUploadQueue, type FileProgress, type UploadFailure } from '../../../lib/upload-queue'
import { registerMedia, type Registration } from '../api/change-media'
import { shrinkImage } from './shrink-image'
import { uploadFile } from './upload-file'

export type { FileProgress, UploadFailure }

export function uploadMediaBatch(input: {
  files: readonly File[]
  propertyId: string
  mediaType: MediaType
  onProgress: (progress: FileProgress) => void
}): Promise<UploadFailure[]> {
  const isPhoto = input.mediaType === 'images' || input.mediaType === 'floor-plans'
  return runUploadQueue<Registration>({
    files: input.files,
    concurrency: MEDIA_BATCH_CONCURRENCY,
    onProgress: input.onProgress,
    async send(chosen, report) {
      report('checking', 0)
      const check = validateMediaFile({ name: chosen.name, size: chosen.size, contentType: chosen.type }, input.mediaType)
      // A photo over the limit may fit once shrunk: only its format is judged before shrinking.
      const blocking = isPhoto ? check.errors.filter((message) => !/size exceeds/.test(message)) : check.errors
      if (blocking.length > 0) throw new Error(blocking.join(' '))
      const file = isPhoto ? await shrinkImage(chosen) : chosen
      const after = validateMediaFile({ name: file.name, size: file.size, contentType: file.type }, input.mediaType)
      if (!after.valid) throw new Error(after.errors.join(' '))
      const stored = await uploadFile({ file, propertyId: input.propertyId, mediaType: input.mediaType, register: false, onProgress: (fraction) => report('sending', fraction) }).done
      return { path: stored.path, mediaType: input.mediaType, originalName: chosen.name }
    },
    async keepArrived(arrived) {
      const { results } = await registerMedia(input.propertyId, arrived)
      return results.map((result) => ({ index: result.index, ...(result.success ? {} : { error: result.error ?? 'Failed to upload media file' }) }))
    },
  })
}
