// A listing's media (SPEC §7 media calls): list, register stored files (one or a batch), delete,
// reorder and choose the cover. Reading needs what reading the listing needs; changing needs
// property access (SPEC §6). Every change goes through the repository's `change`, which rewrites
// the property document's media list in the same transaction.
import { STORAGE_URL_PREFIX, isPublicPropertyStatus, messages, type MediaItem, type MediaType, type Property } from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { requirePropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import type { FileStorage } from '../../providers/storage/file-storage'
import { keyOf } from '../properties/properties.service'
import type { PropertiesRepository } from '../properties/properties.repository'
import { inspectStoredMedia, isThumbnailPath, thumbnailPathOf } from './media-files'
import { mediaMessages } from './media.messages'
import { MediaPathTakenError, type MediaRepository, type NewMediaItem } from './media.repository'

export type MediaDeps = { media: MediaRepository; properties: PropertiesRepository; storage: FileStorage }

export async function findProperty(properties: PropertiesRepository, idOrReference: string): Promise<Property> {
  const key = keyOf(idOrReference)
  const property = key ? await properties.findOne(key) : undefined
  if (!property) throw notFound(messages.propertyNotFound)
  return property
}

/** The listing, when the caller may change its media (property access), else 404 / 403. */
export async function managedProperty(properties: PropertiesRepository, auth: AuthContext, idOrReference: string): Promise<Property> {
  const property = await findProperty(properties, idOrReference)
  requirePropertyAccess({ auth, property })
  return property
}

export async function listMedia(input: { deps: MediaDeps; auth: AuthContext; property: string }): Promise<MediaItem[]> {
  const property = await findProperty(input.deps.properties, input.property)
  if (!isPublicPropertyStatus(property.basicInfo.status)) requirePropertyAccess({ auth: input.auth, property, need: 'read' })
  return input.deps.media.list(property.id)
}

/** What a client sends to register a stored file. */
export type MediaRegistration = { path: string; mediaType: MediaType; originalName: string; order?: number | undefined; duration?: number | undefined }

/** The checked row of a stored file under this listing's media, or an AppError. */
export async function checkedRegistration(storage: FileStorage, property: Property, item: MediaRegistration, auth: AuthContext, now: Date): Promise<NewMediaItem> {
  const [root, propertyId, folder, filename = ''] = item.path.split('/')
  if (root !== 'property-media' || propertyId !== property.id || folder !== item.mediaType || isThumbnailPath(item.path)) {
    throw new AppError('BAD_REQUEST', mediaMessages.notThisProperty)
  }
  const inspected = await inspectStoredMedia(storage, item.path, item.mediaType, filename)
  const thumbnail = thumbnailPathOf(item.path)
  const hasThumbnail = (await storage.stat(thumbnail)) !== undefined
  return {
    propertyId: property.id,
    mediaType: item.mediaType,
    path: item.path,
    filename,
    originalName: item.originalName,
    contentType: inspected.contentType,
    size: inspected.size,
    order: item.order,
    dimensions: inspected.dimensions,
    thumbnailPath: hasThumbnail ? thumbnail : undefined,
    duration: item.duration,
    uploadedBy: auth.did,
    uploadedAt: now.toISOString(),
  }
}

/** Keeps checked rows; answers the new items. A failed registration removes the files it was for, thumbnails too. */
export async function keepMedia(deps: MediaDeps, propertyId: string, rows: readonly NewMediaItem[]): Promise<MediaItem[]> {
  try {
    const changed = await deps.media.change(propertyId, (writer) => writer.insert(rows))
    if (!changed) throw notFound(messages.propertyNotFound)
    return changed.media.filter((item) => changed.result.includes(item.id))
  } catch (error) {
    if (!(error instanceof MediaPathTakenError)) {
      const paths = rows.flatMap((row) => [row.path, ...(row.thumbnailPath ? [row.thumbnailPath] : [])])
      await Promise.all(paths.map((path) => deps.storage.remove(path).catch(() => undefined)))
    }
    if (error instanceof MediaPathTakenError) throw new AppError('CONFLICT', mediaMessages.alreadyRegistered)
    throw error
  }
}

export async function addMedia(input: { deps: MediaDeps; auth: AuthContext; property: string; item: MediaRegistration; now: Date }): Promise<MediaItem> {
  const property = await managedProperty(input.deps.properties, input.auth, input.property)
  const row = await checkedRegistration(input.deps.storage, property, input.item, input.auth, input.now)
  const [media] = await keepMedia(input.deps, property.id, [row])
  if (!media) throw new AppError('INTERNAL_ERROR', messages.failedToUpdatePropertyMedia)
  return media
}

export type BatchResult = { index: number; success: boolean; media?: MediaItem; error?: string }

/** SPEC §4: every file is checked on its own; the good ones are kept in one write, each failure named. */
export async function addMediaBatch(input: { deps: MediaDeps; auth: AuthContext; property: string; items: readonly MediaRegistration[]; now: Date }): Promise<BatchResult[]> {
  const property = await managedProperty(input.deps.properties, input.auth, input.property)
  const checked = await Promise.all(
    input.items.map(async (item, index) => {
      try {
        return { index, row: await checkedRegistration(input.deps.storage, property, item, input.auth, input.now) }
      } catch (error) {
        if (error instanceof AppError) return { index, error: error.message }
        throw error
      }
    }),
  )
  const rows = checked.flatMap((entry) => ('row' in entry && entry.row ? [entry.row] : []))
  const paths = new Set<string>()
  const unique = rows.filter((row) => !paths.has(row.path) && paths.add(row.path))
  const kept = unique.length > 0 ? await keepMedia(input.deps, property.id, unique) : []
  const byPath = new Map(kept.map((item) => [item.path, item]))
  return checked.map((entry) => {
    if ('error' in entry) return { index: entry.index, success: false, error: entry.error }
    const media = byPath.get(entry.row.path)
    return media ? { index: entry.index, success: true, media } : { index: entry.index, success: false, error: mediaMessages.alreadyRegistered }
  })
}

/** Removes the item and then its stored files. */
export async function deleteMedia(input: { deps: MediaDeps; auth: AuthContext; property: string; mediaId: string }): Promise<void> {
  const property = await managedProperty(input.deps.properties, input.auth, input.property)
  const changed = await input.deps.media.change(property.id, (writer) => writer.remove(input.mediaId))
  const removed = changed?.result
  if (!removed) throw notFound(messages.mediaNotFound)
  await input.deps.storage.remove(removed.path)
  if (removed.thumbnail) await input.deps.storage.remove(removed.thumbnail.slice(STORAGE_URL_PREFIX.length))
}

export async function reorderMedia(input: { deps: MediaDeps; auth: AuthContext; property: string; mediaIds: readonly string[] }): Promise<MediaItem[]> {
  const property = await managedProperty(input.deps.properties, input.auth, input.property)
  const changed = await input.deps.media.change(property.id, async (writer) => {
    const known = new Set((await writer.list()).map((item) => item.id))
    const unknown = input.mediaIds.filter((id) => !known.has(id))
    if (unknown.length > 0 || new Set(input.mediaIds).size !== input.mediaIds.length) {
      throw new AppError('BAD_REQUEST', messages.failedToReorderMedia, [{ path: 'mediaIds', message: mediaMessages.reorderUnknown }])
    }
    await writer.reorder(input.mediaIds)
  })
  if (!changed) throw notFound(messages.propertyNotFound)
  return changed.media
}

export async function setPrimaryMedia(input: { deps: MediaDeps; auth: AuthContext; property: string; mediaId: string }): Promise<MediaItem[]> {
  const property = await managedProperty(input.deps.properties, input.auth, input.property)
  const changed = await input.deps.media.change(property.id, async (writer) => {
    const item = (await writer.list()).find((candidate) => candidate.id === input.mediaId)
    if (!item) throw notFound(messages.mediaNotFound)
    if (item.mediaType !== 'images' && item.mediaType !== 'floor-plans') {
      throw new AppError('BAD_REQUEST', messages.failedToSetPrimaryMedia, [{ path: 'mediaId', message: mediaMessages.notAnImage }])
    }
    await writer.setPrimary(input.mediaId)
  })
  if (!changed) throw notFound(messages.propertyNotFound)
  return changed.media
}
