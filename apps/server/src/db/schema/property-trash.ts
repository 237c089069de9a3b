// Deleted listings, restorable by an admin for PROPERTY_RESTORE_DAYS (domain) and then purged.
// Deleting moves the listing out of `properties` (its document, and in `related` the rows of
// every table that hangs off it: owners, history, dealer changes, analytics events), so every
// query over `properties` and its history stays as it was, with no `deleted_at IS NULL` in any
// of them and no index widened for it. Restoring puts the same rows back.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const propertyTrash = pgTable(
  'property_trash',
  {
    /** The listing's own id, kept so it comes back under the same id and reference. */
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull(),
    /** The document as it was, with its view count. */
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    /** Rows of the dependent tables as JSON, by table name. */
    related: jsonb('related').$type<Record<string, Record<string, unknown>[]>>().notNull(),
    deletedBy: text('deleted_by').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('property_trash_deleted_at_idx').on(t.deletedAt, t.id)],
)
