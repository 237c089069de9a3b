// SQL of property_media, and the one place the property document's `media` list is written:
// every change locks the listing's row, changes the media rows, then rewrites doc.media from
// all of them (the domain's listingMediaFromItems) in the same transaction.
import { listingMediaFromItems, storageUrl, type MediaItem, type MediaType } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { refreshScoresOf } from '../evaluation/property-score-refresh'

type MediaRow = {
  id: string
  path: string
  filename: string
  originalName: string
  contentType: string
  size: string | number
  mediaType: MediaType
  position: number
  isPrimary: boolean
  thumbnailPath: string | null
  width: number | null
  height: number | null
  duration: number | null
  uploadedAt: string
}

const selectMedia = `
SELECT id::text AS id, path, filename, original_name AS "originalName", content_type AS "contentType", size, media_type AS "mediaType",
  position, is_primary AS "isPrimary", thumbnail_path AS "thumbnailPath", width, height, duration,
  to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt"
FROM property_media`

const ordered = 'ORDER BY is_primary DESC, position, uploaded_at, id'

export function mediaItemOf(row: MediaRow): MediaItem {
  return {
    id: row.id,
    url: storageUrl(row.path),
    path: row.path,
    filename: row.filename,
    originalName: row.originalName,
    contentType: row.contentType,
    size: Number(row.size),
    mediaType: row.mediaType,
    ...(row.thumbnailPath ? { thumbnail: storageUrl(row.thumbnailPath) } : {}),
    order: row.position,
    isPrimary: row.isPrimary,
    metadata: {
      uploadedAt: row.uploadedAt,
      ...(row.width !== null && row.height !== null ? { dimensions: { width: row.width, height: row.height } } : {}),
      ...(row.duration !== null ? { duration: row.duration } : {}),
    },
  }
}

/** A media item to keep: the file is already in storage under `path`. */
export type NewMediaItem = {
  propertyId: string
  mediaType: MediaType
  path: string
  filename: string
  originalName: string
  contentType: string
  size: number
  /** Gallery position; after the last one when absent. */
  order?: number | undefined
  dimensions?: { width: number; height: number } | undefined
  /** The thumbnail's storage path, kept beside the file. */
  thumbnailPath?: string | undefined
  duration?: number | undefined
  uploadedBy: string
  uploadedAt: string
}

async function listOf(query: QueryFn, propertyId: string): Promise<MediaItem[]> {
  const rows = await query<MediaRow>(`${selectMedia} WHERE property_id = $1 ${ordered}`, [propertyId])
  return rows.map(mediaItemOf)
}

/** doc.media from the rows: the only writer of that list. */
async function writeListingMedia(query: QueryFn, propertyId: string): Promise<MediaItem[]> {
  const items = await listOf(query, propertyId)
  await query(`UPDATE properties SET doc = jsonb_set(doc, '{media}', $2::jsonb, true) WHERE id = $1`, [propertyId, JSON.stringify(listingMediaFromItems(items))])
  // Photos and floor plans count in the automatic evaluation.
  await refreshScoresOf(query, [propertyId])
  return items
}

export type MediaWriter = {
  list(): Promise<MediaItem[]>
  insert(items: readonly NewMediaItem[]): Promise<string[]>
  remove(mediaId: string): Promise<MediaItem | undefined>
  /** Gives these ids positions 0, 1, 2, ... in this order; the others follow in their order. */
  reorder(mediaIds: readonly string[]): Promise<void>
  /** Makes this item the cover (and no other). */
  setPrimary(mediaId: string): Promise<void>
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

export class MediaPathTakenError extends Error {
  constructor() {
    super('media path taken')
    this.name = 'MediaPathTakenError'
  }
}

/** Inserts the items (each with its position), in their order; answers their ids. */
async function insertRows(query: QueryFn, items: readonly (NewMediaItem & { order: number })[]): Promise<string[]> {
  const rows = items.map((item, index) => ({
    property_id: item.propertyId,
    media_type: item.mediaType,
    path: item.path,
    filename: item.filename,
    original_name: item.originalName,
    content_type: item.contentType,
    size: item.size,
    position: item.order,
    width: item.dimensions?.width ?? null,
    height: item.dimensions?.height ?? null,
    thumbnail_path: item.thumbnailPath ?? null,
    duration: item.duration ?? null,
    uploaded_by: item.uploadedBy,
    uploaded_at: item.uploadedAt,
    n: index,
  }))
  try {
    const inserted = await query<{ id: string }>(
      `INSERT INTO property_media (property_id, media_type, path, filename, original_name, content_type, size, position, width, height, thumbnail_path, duration, uploaded_by, uploaded_at)
       SELECT r.property_id, r.media_type, r.path, r.filename, r.original_name, r.content_type, r.size, r.position, r.width, r.height, r.thumbnail_path, r.duration, r.uploaded_by, r.uploaded_at
       FROM jsonb_to_recordset($1::jsonb) AS r(property_id uuid, media_type text, path text, filename text, original_name text, content_type text,
         size bigint, position integer, width integer, height integer, thumbnail_path text, duration double precision, uploaded_by text, uploaded_at timestamptz, n integer)
       ORDER BY n RETURNING id::text AS id`,
      [JSON.stringify(rows)],
    )
    return inserted.map((row) => row.id)
  } catch (error) {
    if (isUniqueViolation(error)) throw new MediaPathTakenError()
    throw error
  }
}

export function createMediaRepository(database: DatabaseHandle) {
  return {
    list: (propertyId: string) => listOf(database.query, propertyId),

    async findByPath(path: string): Promise<(MediaItem & { propertyId: string }) | undefined> {
      const [row] = await database.query<MediaRow & { propertyId: string }>(`${selectMedia.replace('SELECT ', 'SELECT property_id::text AS "propertyId", ')} WHERE path = $1 OR thumbnail_path = $1`, [path])
      return row ? { ...mediaItemOf(row), propertyId: row.propertyId } : undefined
    },

    /** Every stored path (files and thumbnails) of a listing's media, for removing its files. */
    async pathsOf(propertyId: string): Promise<string[]> {
      const rows = await database.query<{ path: string; thumbnailPath: string | null }>('SELECT path, thumbnail_path AS "thumbnailPath" FROM property_media WHERE property_id = $1', [propertyId])
      return rows.flatMap((row) => [row.path, ...(row.thumbnailPath ? [row.thumbnailPath] : [])])
    },

    /** Keeps many listings' items at once (the demo data), each with its order: one transaction, each listing's doc.media rewritten from its rows. */
    async insertMany(items: readonly (NewMediaItem & { order: number })[]): Promise<void> {
      await database.transaction(async (query) => {
        await insertRows(query, items)
        for (const propertyId of new Set(items.map((item) => item.propertyId))) await writeListingMedia(query, propertyId)
      })
    },

    /**
     * Runs `fn` with the listing's row locked (false: the listing is gone), then rewrites its
     * doc.media from the rows; answers fn's result and the listing's media after it.
     */
    change<T>(propertyId: string, fn: (writer: MediaWriter) => Promise<T>): Promise<{ result: T; media: MediaItem[] } | undefined> {
      return database.transaction(async (query) => {
        const [locked] = await query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [propertyId])
        if (!locked) return undefined
        const writer: MediaWriter = {
          list: () => listOf(query, propertyId),
          async insert(items) {
            const [{ next } = { next: 0 }] = await query<{ next: number }>('SELECT coalesce(max(position) + 1, 0)::int AS next FROM property_media WHERE property_id = $1', [propertyId])
            return insertRows(
              query,
              items.map((item, index) => ({ ...item, propertyId, order: item.order ?? next + index })),
            )
          },
          async remove(mediaId) {
            const [row] = await query<MediaRow>(
              `DELETE FROM property_media WHERE id = $1 AND property_id = $2 RETURNING id::text AS id, path, filename, original_name AS "originalName", content_type AS "contentType",
                 size, media_type AS "mediaType", position, is_primary AS "isPrimary", thumbnail_path AS "thumbnailPath", width, height, duration, '' AS "uploadedAt"`,
              [mediaId, propertyId],
            )
            return row ? mediaItemOf(row) : undefined
          },
          async reorder(mediaIds) {
            await query(
              `UPDATE property_media m SET position = o.position FROM (
                 SELECT id, (row_number() OVER (ORDER BY coalesce(array_position($2::uuid[], id), 2147483647), position, uploaded_at, id) - 1)::int AS position
                 FROM property_media WHERE property_id = $1) o
               WHERE m.id = o.id`,
              [propertyId, mediaIds],
            )
          },
          async setPrimary(mediaId) {
            await query('UPDATE property_media SET is_primary = false WHERE property_id = $1 AND is_primary AND id <> $2', [propertyId, mediaId])
            await query('UPDATE property_media SET is_primary = true WHERE property_id = $1 AND id = $2', [propertyId, mediaId])
          },
        }
        const result = await fn(writer)
        return { result, media: await writeListingMedia(query, propertyId) }
      })
    },
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>
