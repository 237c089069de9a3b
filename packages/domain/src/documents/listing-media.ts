// SPEC §3: when a listing is created from files, each item has type (image or video, from the
// content type), url, title (the file name), order (the upload index) and metadata
// {uploadedAt, size, contentType}.
import type { ListingMedia } from '../property/property-schema'
import { listingMediaKind } from './validate-files'

export type UploadedFile = { id: string; name: string; url: string; size: number; contentType: string }

export function listingMediaFromFiles(files: readonly UploadedFile[], now: Date): ListingMedia[] {
  const uploadedAt = now.toISOString()
  return files.map((file, index) => ({
    id: file.id,
    type: listingMediaKind(file.contentType),
    url: file.url,
    title: file.name,
    order: index,
    metadata: { uploadedAt, size: file.size, contentType: file.contentType },
  }))
}
