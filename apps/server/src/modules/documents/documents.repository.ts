// SQL of property_documents: the document vault's one store (SPEC §3 property document).
import { storageUrl, type DocumentCategory, type ExpiryState, type PropertyDocument, type VerificationStatus } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { refreshScoresOf } from '../evaluation/property-score-refresh'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

type DocumentRow = {
  id: string
  propertyId: string
  path: string
  filename: string
  originalName: string
  type: string
  category: DocumentCategory
  contentType: string
  size: string | number
  uploadedBy: string
  uploadedAt: string
  verificationStatus: VerificationStatus
  verified: boolean
  verifiedBy: string | null
  verifiedAt: string | null
  verificationReason: string | null
  expiryDate: string | null
  issueDate: string | null
  issuingAuthority: string | null
  documentNumber: string | null
  notes: string | null
  archived: boolean
  archivedAt: string | null
  expiryStatus: ExpiryState
}

const columns = `id::text AS id, property_id::text AS "propertyId", path, filename, original_name AS "originalName", type, category,
  content_type AS "contentType", size, uploaded_by AS "uploadedBy", ${iso('uploaded_at')} AS "uploadedAt",
  verification_status AS "verificationStatus", verified, verified_by AS "verifiedBy", ${iso('verified_at')} AS "verifiedAt",
  verification_reason AS "verificationReason", ${iso('expiry_date')} AS "expiryDate", ${iso('issue_date')} AS "issueDate",
  issuing_authority AS "issuingAuthority", document_number AS "documentNumber", notes, archived, ${iso('archived_at')} AS "archivedAt",
  expiry_status AS "expiryStatus"`

const optional = <K extends string, V>(key: K, value: V | null): { [P in K]?: V } => (value === null ? {} : ({ [key]: value } as { [P in K]?: V }))

export type StoredDocument = PropertyDocument & { propertyId: string }

export function documentOf(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    propertyId: row.propertyId,
    url: storageUrl(row.path),
    path: row.path,
    filename: row.filename,
    originalName: row.originalName,
    type: row.type,
    category: row.category,
    contentType: row.contentType,
    size: Number(row.size),
    metadata: {
      uploadedAt: row.uploadedAt,
      uploadedBy: row.uploadedBy,
      verified: row.verified,
      verificationStatus: row.verificationStatus,
      ...optional('verifiedBy', row.verifiedBy),
      ...optional('verifiedAt', row.verifiedAt),
      ...optional('verificationReason', row.verificationReason),
      ...optional('expiryDate', row.expiryDate),
      ...optional('issueDate', row.issueDate),
      ...optional('issuingAuthority', row.issuingAuthority),
      ...optional('documentNumber', row.documentNumber),
      ...optional('notes', row.notes),
      archived: row.archived,
      ...optional('archivedAt', row.archivedAt),
      expiryStatus: row.expiryStatus,
    },
  }
}

/** A document to keep: the file is already in storage under `path`. */
export type NewDocument = {
  propertyId: string
  path: string
  filename: string
  originalName: string
  type: string
  category: DocumentCategory
  contentType: string
  size: number
  uploadedBy: string
  uploadedAt: string
  expiryDate?: string | undefined
  issueDate?: string | undefined
  issuingAuthority?: string | undefined
  documentNumber?: string | undefined
  notes?: string | undefined
  expiryStatus: ExpiryState
}

export type DocumentFilter = { category?: DocumentCategory | undefined; type?: string | undefined; verified?: boolean | undefined; expiryStatus?: ExpiryState | undefined; archived?: boolean | undefined }

/** The columns a metadata change may set (undefined: unchanged, null: cleared). */
export type DocumentChange = {
  expiryDate?: string | null
  issueDate?: string | null
  issuingAuthority?: string | null
  documentNumber?: string | null
  notes?: string | null
  expiryStatus?: ExpiryState
  /** Back to pending: verification cleared. */
  resetVerification?: boolean
}

export class DocumentPathTakenError extends Error {
  constructor() {
    super('document path taken')
    this.name = 'DocumentPathTakenError'
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

const changeColumns: Record<keyof Omit<DocumentChange, 'resetVerification'>, string> = {
  expiryDate: 'expiry_date',
  issueDate: 'issue_date',
  issuingAuthority: 'issuing_authority',
  documentNumber: 'document_number',
  notes: 'notes',
  expiryStatus: 'expiry_status',
}

export function createDocumentsRepository(database: DatabaseHandle) {
  const query = database.query
  return {
    async list(propertyId: string, filter: DocumentFilter = {}): Promise<StoredDocument[]> {
      const where = ['property_id = $1']
      const params: unknown[] = [propertyId]
      const add = (sql: string, value: unknown) => {
        params.push(value)
        where.push(sql.replace('?', `$${params.length}`))
      }
      if (filter.category !== undefined) add('category = ?', filter.category)
      if (filter.type !== undefined) add('type = ?', filter.type)
      if (filter.verified !== undefined) add('verified = ?', filter.verified)
      if (filter.expiryStatus !== undefined) add('expiry_status = ?', filter.expiryStatus)
      if (filter.archived !== undefined) add('archived = ?', filter.archived)
      const rows = await query<DocumentRow>(`SELECT ${columns} FROM property_documents WHERE ${where.join(' AND ')} ORDER BY category, uploaded_at DESC, id`, params)
      return rows.map(documentOf)
    },

    async find(propertyId: string, documentId: string): Promise<StoredDocument | undefined> {
      const [row] = await query<DocumentRow>(`SELECT ${columns} FROM property_documents WHERE id = $1 AND property_id = $2`, [documentId, propertyId])
      return row ? documentOf(row) : undefined
    },

    async findByPath(path: string): Promise<StoredDocument | undefined> {
      const [row] = await query<DocumentRow>(`SELECT ${columns} FROM property_documents WHERE path = $1`, [path])
      return row ? documentOf(row) : undefined
    },

    /** Inserts the documents in one statement (all or none); DocumentPathTakenError when a path is registered already. */
    async insert(documents: readonly NewDocument[]): Promise<StoredDocument[]> {
      const rows = documents.map((d, n) => ({
        property_id: d.propertyId,
        path: d.path,
        filename: d.filename,
        original_name: d.originalName,
        type: d.type,
        category: d.category,
        content_type: d.contentType,
        size: d.size,
        uploaded_by: d.uploadedBy,
        uploaded_at: d.uploadedAt,
        expiry_date: d.expiryDate ?? null,
        issue_date: d.issueDate ?? null,
        issuing_authority: d.issuingAuthority ?? null,
        document_number: d.documentNumber ?? null,
        notes: d.notes ?? null,
        expiry_status: d.expiryStatus,
        n,
      }))
      try {
        const inserted = await query<DocumentRow>(
          `INSERT INTO property_documents (property_id, path, filename, original_name, type, category, content_type, size, uploaded_by, uploaded_at,
             expiry_date, issue_date, issuing_authority, document_number, notes, expiry_status, expiry_checked_at)
           SELECT r.property_id, r.path, r.filename, r.original_name, r.type, r.category, r.content_type, r.size, r.uploaded_by, r.uploaded_at,
             r.expiry_date, r.issue_date, r.issuing_authority, r.document_number, r.notes, r.expiry_status, r.uploaded_at
           FROM jsonb_to_recordset($1::jsonb) AS r(property_id uuid, path text, filename text, original_name text, type text, category text, content_type text,
             size bigint, uploaded_by text, uploaded_at timestamptz, expiry_date timestamptz, issue_date timestamptz, issuing_authority text,
             document_number text, notes text, expiry_status text, n integer)
           ORDER BY n RETURNING ${columns}`,
          [JSON.stringify(rows)],
        )
        return inserted.map(documentOf)
      } catch (error) {
        if (isUniqueViolation(error)) throw new DocumentPathTakenError()
        throw error
      }
    },

    /** Deletes the row and, before it commits, runs `removeFile` (a throw keeps the row). */
    remove(propertyId: string, documentId: string, removeFile: (document: StoredDocument) => Promise<void>): Promise<StoredDocument | undefined> {
      return database.transaction(async (inTransaction) => {
        const [row] = await inTransaction<DocumentRow>(`DELETE FROM property_documents WHERE id = $1 AND property_id = $2 RETURNING ${columns}`, [documentId, propertyId])
        if (!row) return undefined
        const document = documentOf(row)
        // A verified document counts in the automatic evaluation (so do the two writes below).
        await refreshScoresOf(inTransaction, [propertyId])
        await removeFile(document)
        return document
      })
    },

    async update(propertyId: string, documentId: string, change: DocumentChange, now: string): Promise<StoredDocument | undefined> {
      const sets: string[] = []
      const params: unknown[] = [documentId, propertyId]
      for (const [key, column] of Object.entries(changeColumns) as [keyof typeof changeColumns, string][]) {
        if (change[key] === undefined) continue
        params.push(change[key])
        sets.push(`${column} = $${params.length}`)
      }
      if (change.expiryStatus !== undefined) {
        params.push(now)
        sets.push(`expiry_checked_at = $${params.length}`)
      }
      if (change.resetVerification) sets.push(`verification_status = 'pending', verified = false, verified_by = NULL, verified_at = NULL, verification_reason = NULL`)
      if (sets.length === 0) return this.find(propertyId, documentId)
      const [row] = await query<DocumentRow>(`UPDATE property_documents SET ${sets.join(', ')} WHERE id = $1 AND property_id = $2 RETURNING ${columns}`, params)
      if (row) await refreshScoresOf(query, [propertyId])
      return row ? documentOf(row) : undefined
    },

    /** Records an admin's verdict on a pending document; undefined when it is gone or no longer pending. */
    async verify(input: { propertyId: string; documentId: string; status: 'verified' | 'rejected'; by: string; at: string; reason: string | undefined }): Promise<StoredDocument | undefined> {
      const [row] = await query<DocumentRow>(
        `UPDATE property_documents SET verification_status = $3, verified = ($3 = 'verified'), verified_by = $4, verified_at = $5, verification_reason = $6
         WHERE id = $1 AND property_id = $2 AND verification_status = 'pending' RETURNING ${columns}`,
        [input.documentId, input.propertyId, input.status, input.by, input.at, input.reason ?? null],
      )
      if (row) await refreshScoresOf(query, [input.propertyId])
      return row ? documentOf(row) : undefined
    },

    /** SPEC §4: documents uploaded before `cutoff` and not yet archived get archived = true and archivedAt; how many. */
    async archiveUploadedBefore(cutoff: string, now: string): Promise<number> {
      const rows = await query('UPDATE property_documents SET archived = true, archived_at = $2 WHERE NOT archived AND uploaded_at < $1 RETURNING id', [cutoff, now])
      return rows.length
    },

    /**
     * Records each dated document's expiry state as of `now` (expired: the date has passed;
     * expiring: `warningDays` or fewer days left, days rounded up as the domain's
     * documentExpiryStatus does); how many changed state.
     */
    async recordExpiryStates(now: string, warningDays: number): Promise<number> {
      const rows = await query(
        `UPDATE property_documents d SET expiry_status = s.state, expiry_checked_at = $1
         FROM (SELECT id, CASE WHEN expiry_date < $1::timestamptz THEN 'expired'
                               WHEN ceil(extract(epoch FROM expiry_date - $1::timestamptz) / 86400) <= $2 THEN 'expiring'
                               ELSE 'valid' END AS state
               FROM property_documents WHERE expiry_date IS NOT NULL) s
         WHERE d.id = s.id AND d.expiry_status IS DISTINCT FROM s.state RETURNING d.id`,
        [now, warningDays],
      )
      return rows.length
    },

    /** Every stored path of a listing's documents, for removing its files. */
    async pathsOf(propertyId: string): Promise<string[]> {
      const rows = await query<{ path: string }>('SELECT path FROM property_documents WHERE property_id = $1', [propertyId])
      return rows.map((row) => row.path)
    },
  }
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>
