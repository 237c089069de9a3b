// Demo documents: the demo seller's first sale, rent and lease listings get a vault in every
// state, some other listings a sale deed, and every file is a PDF the document checks accept.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inspectStoredDocument } from '../../modules/documents/document-files'
import { createDiskStorage } from '../../providers/storage/disk-storage'
import { seededDatabase } from '../../test/test-app'
import type { DatabaseHandle } from '../database'
import { seedDemoDocuments } from './documents'
import { demoUsers } from './users'

let database: DatabaseHandle
const dir = mkdtempSync(join(tmpdir(), 'demo-documents-'))
const storage = createDiskStorage(dir)
beforeAll(async () => {
  database = await seededDatabase()
})
afterAll(async () => {
  await database.query('DELETE FROM property_documents')
  rmSync(dir, { recursive: true, force: true })
})

describe('demo documents', () => {
  it('fill the demo seller’s vaults in every state, with files the checks accept', async () => {
    const now = new Date('2026-06-01T00:00:00.000Z')
    const count = await seedDemoDocuments({ database, storage, now })
    expect(count).toBeGreaterThan(8)
    const rows = await database.query<{ path: string; filename: string; ownerId: string; status: string; expiry: string; archived: boolean; listingType: string }>(
      `SELECT d.path, d.filename, p.owner_id::text AS "ownerId", d.verification_status AS status, d.expiry_status AS expiry, d.archived, p.listing_type AS "listingType"
       FROM property_documents d JOIN properties p ON p.id = d.property_id`,
    )
    expect(rows).toHaveLength(count)
    const sellers = rows.filter((row) => row.ownerId === demoUsers.seller.id)
    expect(new Set(sellers.map((row) => row.listingType))).toEqual(new Set(['sale', 'rent', 'lease']))
    expect(new Set(sellers.map((row) => row.status))).toEqual(new Set(['pending', 'verified', 'rejected']))
    expect(new Set(sellers.map((row) => row.expiry))).toEqual(new Set(['none', 'valid', 'expiring', 'expired']))
    expect(sellers.some((row) => row.archived)).toBe(true)
    for (const row of rows.slice(0, 5)) await expect(inspectStoredDocument(storage, row.path, row.filename)).resolves.toMatchObject({ contentType: 'application/pdf' })
  })
})
