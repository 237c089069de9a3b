// A media file waiting whole on this machine's disk (a finished resumable upload, or a file of a
// listing created with its files) goes into storage the same way: its bytes checked where they
// wait (inspectStoredMedia: a polyglot, an SVG, a PDF named .jpg or a decompression bomb never gets
// a path), then kept (keepMediaFile: a photo re-encoded, oriented, at most 1920 px, its EXIF with
// the GPS position of the seller's home gone, and a thumbnail beside it; anything else streamed as
// it is).
import type { MediaType } from '@vishwas/domain'
import type { FileStorage } from '../../providers/storage/file-storage'
import { inspectStoredMedia, keepMediaFile, stagedFile, type InspectedMedia } from './media-files'

export type StagedMedia = {
  /** The file on disk. */
  staged: string
  /** Its storage path (the domain's mediaStoragePath) and the stored name at the end of it. */
  path: string
  filename: string
  mediaType: MediaType
  contentType: string
}

/** What was kept: the checked file (its size and type as stored) and every path written (the file, and a photo's thumbnail). */
export type KeptMedia = InspectedMedia & { stored: string[]; thumbnailPath?: string | undefined }

export async function storeStagedMedia(storage: FileStorage, file: StagedMedia): Promise<KeptMedia> {
  const checked = await inspectStoredMedia(stagedFile(file.staged, file.contentType), file.staged, file.mediaType, file.filename)
  const stored = await keepMediaFile({ storage, localFile: file.staged, path: file.path, mediaType: file.mediaType, format: checked.format, size: checked.size })
  // A re-encoded photo has its own size and dimensions: read them from what was stored.
  const kept = stored.length > 1 ? await inspectStoredMedia(storage, file.path, file.mediaType, file.filename) : checked
  return { ...kept, stored, thumbnailPath: stored[1] }
}
