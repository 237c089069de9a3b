// Demo documents: some demo listings get a few small generated PDFs in their vault, so the vault,
// its badges and the checklist are never empty on a fresh start. The demo seller's first listings
// of each deal type get a full set in every state (verified by the demo admin, pending, rejected
// with a reason, expiring, expired, archived); every 20th other listing gets a sale deed.
// Each PDF is a one-page text file (lib/text-pdf, about 800 bytes), stored through the storage
// interface under the domain's document path, so the file route serves it like any upload.
import { Readable } from 'node:stream'
import { ARCHIVE_AGE_DAYS, EXPIRY_WARNING_DAYS, MS_PER_DAY, deriveDocumentCategory, documentExpiryStatus, documentStoragePath, documentTypeLabel, safeFileName } from '@vishwas/domain'
import { textPdf } from '../../lib/text-pdf'
import type { FileStorage } from '../../providers/storage/file-storage'
import type { DatabaseHandle } from '../database'
import { demoUsers } from './users'

/** A one-page PDF showing `lines` (the first as a heading). */
export function demoPdf(lines: readonly string[]): Buffer {
  return textPdf({ texts: lines.map((text, i) => ({ text, x: 56, y: 760 - i * 28, size: i === 0 ? 18 : 12, font: i === 0 ? 'bold' : 'regular' })) })
}

type Verdict = { status: 'verified' | 'rejected'; reason?: string }
type DemoDocument = { type: string; verdict?: Verdict; expiresInDays?: number; uploadedDaysAgo: number; number?: string }

const FULL_SETS: Record<string, readonly DemoDocument[]> = {
  sale: [
    { type: 'sale_deed', verdict: { status: 'verified', reason: 'Matches the sub-registrar’s record' }, uploadedDaysAgo: 40, number: 'SD/2019/4471' },
    { type: 'noc', uploadedDaysAgo: 12 },
    { type: 'property_tax', verdict: { status: 'rejected', reason: 'The receipt is for another assessment year' }, uploadedDaysAgo: 20 },
    { type: 'encumbrance_certificate', uploadedDaysAgo: 400 },
  ],
  rent: [
    { type: 'rent_agreement', verdict: { status: 'verified' }, uploadedDaysAgo: 30, expiresInDays: 200 },
    { type: 'insurance_policy', uploadedDaysAgo: 300, expiresInDays: 12 },
  ],
  lease: [
    { type: 'lease', uploadedDaysAgo: 60, expiresInDays: -5 },
    { type: 'environmental_clearance', verdict: { status: 'verified' }, uploadedDaysAgo: 90 },
  ],
}

type Listing = { id: string; title: string; listingType: string; ownerId: string }

/** Writes the demo documents and their files; how many. */
export async function seedDemoDocuments(input: { database: DatabaseHandle; storage: FileStorage; now: Date }): Promise<number> {
  const { database, storage, now } = input
  const listings = await database.query<Listing>(
    `SELECT id::text AS id, title, listing_type AS "listingType", owner_id::text AS "ownerId" FROM properties ORDER BY created_at, id`,
  )
  const plan: { listing: Listing; document: DemoDocument }[] = []
  for (const listingType of Object.keys(FULL_SETS)) {
    const listing = listings.find((l) => l.ownerId === demoUsers.seller.id && l.listingType === listingType)
    if (listing) plan.push(...(FULL_SETS[listingType] ?? []).map((document) => ({ listing, document })))
  }
  const chosen = new Set(plan.map((entry) => entry.listing.id))
  listings.forEach((listing, index) => {
    if (index % 20 === 7 && !chosen.has(listing.id)) plan.push({ listing, document: { type: 'sale_deed', uploadedDaysAgo: 25 + (index % 50) } })
  })

  const rows = []
  for (const [index, { listing, document }] of plan.entries()) {
    const category = deriveDocumentCategory(document.type)
    const filename = safeFileName(`${1_700_000_000_000 + index}-demo${String(index).padStart(2, '0')}-${document.type}.pdf`)
    const path = documentStoragePath(listing.id, category, filename)
    const uploadedAt = new Date(now.getTime() - document.uploadedDaysAgo * MS_PER_DAY)
    const expiryDate = document.expiresInDays === undefined ? undefined : new Date(now.getTime() + document.expiresInDays * MS_PER_DAY).toISOString()
    const bytes = demoPdf([`${documentTypeLabel(document.type)} (demo)`, listing.title, `Document no. ${document.number ?? `DEMO-${index + 1}`}`, 'Generated demo data: not a real document.'])
    await storage.put(path, Readable.from([bytes]), { contentType: 'application/pdf', size: bytes.length })
    rows.push({
      property_id: listing.id,
      path,
      filename,
      original_name: `${documentTypeLabel(document.type)}.pdf`,
      type: document.type,
      category,
      size: bytes.length,
      uploaded_by: listing.ownerId,
      uploaded_at: uploadedAt.toISOString(),
      verification_status: document.verdict?.status ?? 'pending',
      verified_by: document.verdict ? demoUsers.admin.id : null,
      verified_at: document.verdict ? new Date(uploadedAt.getTime() + 2 * MS_PER_DAY).toISOString() : null,
      verification_reason: document.verdict?.reason ?? null,
      expiry_date: expiryDate ?? null,
      expiry_status: documentExpiryStatus(expiryDate, now, EXPIRY_WARNING_DAYS).status,
      document_number: document.number ?? `DEMO-${index + 1}`,
      archived: document.uploadedDaysAgo > ARCHIVE_AGE_DAYS,
    })
  }
  if (rows.length === 0) return 0
  await database.query(
    `INSERT INTO property_documents (property_id, path, filename, original_name, type, category, content_type, size, uploaded_by, uploaded_at,
       verification_status, verified, verified_by, verified_at, verification_reason, expiry_date, expiry_status, expiry_checked_at, document_number, archived, archived_at)
     SELECT r.property_id, r.path, r.filename, r.original_name, r.type, r.category, 'application/pdf', r.size, r.uploaded_by, r.uploaded_at,
       r.verification_status, r.verification_status = 'verified', r.verified_by, r.verified_at, r.verification_reason, r.expiry_date, r.expiry_status, $2, r.document_number, r.archived, CASE WHEN r.archived THEN $2::timestamptz END
     FROM jsonb_to_recordset($1::jsonb) AS r(property_id uuid, path text, filename text, original_name text, type text, category text, size bigint,
       uploaded_by text, uploaded_at timestamptz, verification_status text, verified_by text, verified_at timestamptz, verification_reason text,
       expiry_date timestamptz, expiry_status text, document_number text, archived boolean)
     ON CONFLICT (path) DO NOTHING`,
    [JSON.stringify(rows), now.toISOString()],
  )
  return rows.length
}
