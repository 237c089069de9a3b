// The vault's scheduled jobs on both engines: archiving after 365 days (SPEC §4) and the daily
// expiry scan, each answering how many documents it touched.
import type { PropertyDocument } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { addDocumentAs } from './documents-test-kit'
import { createDocumentJobs } from './documents.jobs'

const kit = usePropertyKit()
const DAY = 86_400_000

const documentsOf = async (propertyId: string, query: Record<string, string> = {}) =>
  (await requestAs(kit, 'seller', { url: `/api/properties/${propertyId}/documents`, query })).json<{ documents: PropertyDocument[] }>().documents
const uploadedAt = (id: string, at: Date) => kit.database.query('UPDATE property_documents SET uploaded_at = $2 WHERE id = $1', [id, at.toISOString()])
const expiresAt = (id: string, at: Date) => kit.database.query('UPDATE property_documents SET expiry_date = $2 WHERE id = $1', [id, at.toISOString()])

describe('archiveOldDocuments', () => {
  it('archives documents uploaded more than 365 days ago, once, with the time', async () => {
    const jobs = createDocumentJobs(kit.database)
    const property = await createAs(kit, 'seller')
    const now = new Date('2026-06-01T00:00:00.000Z')
    const old = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    const year = await addDocumentAs(kit, 'seller', property.id, 'noc')
    await uploadedAt(old.id, new Date(now.getTime() - 366 * DAY))
    await uploadedAt(year.id, new Date(now.getTime() - 365 * DAY))
    expect(await jobs.archiveOldDocuments(now)).toBe(1)
    expect(await jobs.archiveOldDocuments(now)).toBe(0)
    const archived = await documentsOf(property.id, { archived: 'true' })
    expect(archived.map((d) => [d.id, d.metadata.archived, d.metadata.archivedAt])).toEqual([[old.id, true, now.toISOString()]])
    expect((await documentsOf(property.id, { archived: 'false' })).map((d) => d.id)).toEqual([year.id])
  })
})

describe('scanDocumentExpiry', () => {
  it('records expired and expiring states as the calendar moves, counting only changes', async () => {
    const jobs = createDocumentJobs(kit.database)
    const property = await createAs(kit, 'seller')
    const now = new Date('2026-06-01T00:00:00.000Z')
    const policy = await addDocumentAs(kit, 'seller', property.id, 'insurance_policy')
    const permit = await addDocumentAs(kit, 'seller', property.id, 'building_permit')
    await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    await expiresAt(policy.id, new Date(now.getTime() + 30 * DAY))
    await expiresAt(permit.id, new Date(now.getTime() + 31 * DAY))
    expect(await jobs.scanDocumentExpiry(now)).toBe(2)
    expect(await jobs.scanDocumentExpiry(now)).toBe(0)
    const state = async () => Object.fromEntries((await documentsOf(property.id)).map((d) => [d.type, d.metadata.expiryStatus]))
    expect(await state()).toEqual({ insurance_policy: 'expiring', building_permit: 'valid', sale_deed: 'none' })
    expect(await jobs.scanDocumentExpiry(new Date(now.getTime() + 2 * DAY))).toBe(1)
    expect(await jobs.scanDocumentExpiry(new Date(now.getTime() + 31 * DAY))).toBe(1)
    expect(await state()).toEqual({ insurance_policy: 'expired', building_permit: 'expiring', sale_deed: 'none' })
    expect((await documentsOf(property.id, { expiryStatus: 'expired' })).map((d) => d.id)).toEqual([policy.id])
  })
})
