// property_documents: the document vault (SPEC §3 property document). One row per stored file
// under property-documents/{propertyId}/{category}/{name}, with its metadata, who verified or
// rejected it and when, whether it is archived (SPEC §4, 365 days), and the expiry state the
// daily scan last recorded (none, valid, expiring within 30 days, expired), which the list filters on.
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'

export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The storage path (SPEC §7), made by the domain's documentStoragePath. */
    path: text('path').notNull(),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    /** What the document is (sale_deed, noc, ...); the category is derived from it when not given. */
    type: text('type').notNull(),
    category: text('category').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** pending, verified or rejected; verified is true exactly when verified. */
    verificationStatus: text('verification_status').notNull().default('pending'),
    verified: boolean('verified').notNull().default(false),
    /** The admin who verified or rejected it, when, and their reason. */
    verifiedBy: text('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    verificationReason: text('verification_reason'),
    expiryDate: timestamp('expiry_date', { withTimezone: true, mode: 'string' }),
    issueDate: timestamp('issue_date', { withTimezone: true, mode: 'string' }),
    issuingAuthority: text('issuing_authority'),
    documentNumber: text('document_number'),
    notes: text('notes'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'string' }),
    /** none, valid, expiring or expired: as of expiry_checked_at (a write of the expiry date, or the daily scan). */
    expiryStatus: text('expiry_status').notNull().default('none'),
    expiryCheckedAt: timestamp('expiry_checked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('property_documents_property_idx').on(t.propertyId, t.category, t.uploadedAt),
    uniqueIndex('property_documents_path_idx').on(t.path),
    // The jobs' scans: documents not yet archived by upload time, and those with an expiry date.
    index('property_documents_archive_idx').on(t.uploadedAt).where(sql`NOT archived`),
    index('property_documents_expiry_idx').on(t.expiryDate).where(sql`expiry_date IS NOT NULL`),
  ],
)
