// A listing's `media` list, from files: SPEC §3's listing media item (type image or video from
// the content type, url, title the file name, order, metadata {uploadedAt, size, contentType}).
// The property document's list is made here and only here from the stored media items
// (property_media), so the two never disagree: primary first, then gallery order; documents
// filed as media are not part of the gallery.
import type { ListingMedia } from '../property/property-schema'
import type { MediaItem } from './document-schemas'
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

/** A stored media item (with whether it is the listing's cover). */
export type StoredMediaItem = MediaItem

/** The listing's media list from its stored media items: primary first, then by order; no documents. */
export function listingMediaFromItems(items: readonly StoredMediaItem[]): ListingMedia[] {
  return items
    .filter((item) => item.mediaType !== 'documents')
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || (a.order ?? 0) - (b.order ?? 0))
    .map((item) => ({
      id: item.id,
      type: listingMediaKind(item.contentType),
      url: item.url,
      title: item.originalName,
      order: item.order ?? 0,
      ...(item.isPrimary ? { isPrimary: true } : {}),
      mediaType: item.mediaType,
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
      metadata: {
        ...(item.metadata.uploadedAt ? { uploadedAt: item.metadata.uploadedAt } : {}),
        size: item.size,
        contentType: item.contentType,
        ...(item.metadata.dimensions ? { dimensions: item.metadata.dimensions } : {}),
        ...(item.metadata.duration !== undefined ? { duration: item.metadata.duration } : {}),
      },
    }))
}

/** The listing's cover: its primary photo, else its first photo (not a floor plan or a video), else none. */
export function coverImage(media: readonly ListingMedia[]): ListingMedia | undefined {
  const photos = media.filter((item) => item.type === 'image' && (item.mediaType === undefined || item.mediaType === 'images'))
  return photos.find((item) => item.isPrimary === true) ?? photos[0]
}
