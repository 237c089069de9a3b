// property_media: the one store of a listing's media items (SPEC §3). The property document's
// `media` list is derived from these rows (the domain's listingMediaFromItems, written by the
// media repository in the same transaction as every change), never edited on its own.
import { sql } from 'drizzle-orm'
import { bigint, boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'

export const propertyMedia = pgTable(
  'property_media',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** images, videos, floor-plans, virtual-tours or documents. */
    mediaType: text('media_type').notNull(),
    /** The storage path (SPEC §7), made by the domain's mediaStoragePath. */
    path: text('path').notNull(),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    thumbnailPath: text('thumbnail_path'),
    width: integer('width'),
    height: integer('height'),
    duration: doublePrecision('duration'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('property_media_property_idx').on(t.propertyId, t.position),
    uniqueIndex('property_media_path_idx').on(t.path),
    // The file route finds a thumbnail by its path too.
    uniqueIndex('property_media_thumbnail_path_idx').on(t.thumbnailPath),
    // At most one cover per listing.
    uniqueIndex('property_media_primary_idx').on(t.propertyId).where(sql`is_primary`),
  ],
)
