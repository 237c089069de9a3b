// A media file waiting whole on this machine's disk (a finished resumable upload, or a file of a
// listing created with its files) goes into storage the same way: a JPEG without its metadata
// (the GPS position of the seller's home among it), streamed to its storage path, then its stored
// bytes checked (inspectStoredMedia). Anything refused is removed from storage again.
import { createReadStream } from 'node:fs'
import { MEDIA_RULES, type MediaType } from '@vishwas/domain'
import { AppError } from '../../errors'
import type { FileStorage } from '../../providers/storage/file-storage'
import { jpegWithoutMetadata } from './jpeg-metadata'
import { inspectStoredMedia, type InspectedMedia } from './media-files'

export type StagedMedia = {
  /** The file on disk. */
  staged: string
  size: number
  /** Its storage path (the domain's mediaStoragePath) and the stored name at the end of it. */
  path: string
  filename: string
  /** The format its name claims (claimedFormat). */
  format: string
  mediaType: MediaType
  contentType: string
}

export async function storeStagedMedia(storage: FileStorage, file: StagedMedia): Promise<InspectedMedia> {
  const body =
    file.format === 'jpeg' || file.format === 'jpg'
      ? await jpegWithoutMetadata(file.staged).catch(() => {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_RULES[file.mediaType].unsupported)
        })
      : undefined
  await storage.put(file.path, body?.stream ?? createReadStream(file.staged), { contentType: file.contentType, size: body?.size ?? file.size })
  try {
    return await inspectStoredMedia(storage, file.path, file.mediaType, file.filename)
  } catch (error) {
    await storage.remove(file.path).catch(() => undefined)
    throw error
  }
}
