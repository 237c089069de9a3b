import { describe, expect, it } from 'vitest'
import { MS_PER_DAY, archiveDocument, checkRequiredDocuments, documentExpiryStatus, documentTypeLabel, expiryBadgeText, selectDocumentsToArchive } from './document-lifecycle'

const now = new Date('2026-06-01T12:00:00.000Z')
const at = (days: number) => new Date(now.getTime() + days * MS_PER_DAY)

describe('documentExpiryStatus', () => {
  it.each([
    [undefined, { status: 'none' }],
    ['', { status: 'none' }],
    ['not a date', { status: 'none' }],
    [at(-3), { status: 'expired', daysExpired: 3 }],
    [new Date(now.getTime() - 1), { status: 'expired', daysExpired: 1 }],
    [now, { status: 'expiring', daysUntilExpiry: 0 }],
    [at(1), { status: 'expiring', daysUntilExpiry: 1 }],
    [at(30), { status: 'expiring', daysUntilExpiry: 30 }],
    [new Date(at(30).getTime() + 60_000), { status: 'valid', daysUntilExpiry: 31 }],
    [at(90).toISOString(), { status: 'valid', daysUntilExpiry: 90 }],
  ])('%s gives %j', (expiry, expected) => {
    expect(documentExpiryStatus(expiry, now)).toEqual(expected)
  })

  it('takes another warning window', () => {
    expect(documentExpiryStatus(at(40), now, 60)).toEqual({ status: 'expiring', daysUntilExpiry: 40 })
  })
})

describe('archiving', () => {
  const doc = (id: string, uploadedDaysAgo: number | undefined, archived = false) => ({
    id,
    metadata: { uploadedAt: uploadedDaysAgo === undefined ? undefined : at(-uploadedDaysAgo).toISOString(), archived },
  })

  it('selects documents older than 365 days and not archived', () => {
    const docs = [doc('old', 366), doc('year', 365), doc('new', 10), doc('done', 400, true), doc('undated', undefined)]
    expect(selectDocumentsToArchive(docs, now).map((d) => d.id)).toEqual(['old'])
    expect(selectDocumentsToArchive(docs, now, 5).map((d) => d.id)).toEqual(['old', 'year', 'new'])
  })

  it('marks archived with a timestamp', () => {
    expect(archiveDocument(doc('old', 400), now).metadata).toMatchObject({ archived: true, archivedAt: '2026-06-01T12:00:00.000Z' })
  })
})

describe('checkRequiredDocuments', () => {
  it('reports a sale with a verified title deed and no legal documents', () => {
    const result = checkRequiredDocuments('sale', [
      { category: 'titleDeed', metadata: { verified: true } },
      { category: 'tax', metadata: { verified: true } },
    ])
    expect(result).toEqual({ complete: false, missing: ['legalDocuments'], present: ['titleDeed'], verified: ['titleDeed'], unverified: [] })
  })

  it('derives categories from types and reports unverified ones', () => {
    expect(checkRequiredDocuments('rent', [{ type: 'rent_agreement' }, { type: 'insurance_policy', metadata: { verified: false } }])).toEqual({
      complete: true,
      missing: [],
      present: ['contracts', 'insurance'],
      verified: [],
      unverified: ['contracts', 'insurance'],
    })
  })

  it('needs contracts, legal documents and insurance for a lease', () => {
    expect(checkRequiredDocuments('lease', []).missing).toEqual(['contracts', 'legalDocuments', 'insurance'])
  })
})

describe('expiryBadgeText and documentTypeLabel', () => {
  const now = new Date('2026-06-01T00:00:00.000Z')
  const at = (days: number) => new Date(now.getTime() + days * MS_PER_DAY).toISOString()
  it('words the expiry badge in days', () => {
    expect(expiryBadgeText(documentExpiryStatus(at(-3), now))).toBe('Expired 3 days ago')
    expect(expiryBadgeText(documentExpiryStatus(at(-0.5), now))).toBe('Expired 1 day ago')
    expect(expiryBadgeText(documentExpiryStatus(at(5), now))).toBe('Expiring in 5 days')
    expect(expiryBadgeText(documentExpiryStatus(now.toISOString(), now))).toBe('Expires today')
    expect(expiryBadgeText(documentExpiryStatus(at(31), now))).toBeUndefined()
    expect(expiryBadgeText(documentExpiryStatus(undefined, now))).toBeUndefined()
  })
  it('words a document type', () => {
    expect(documentTypeLabel('sale_deed')).toBe('Sale deed')
    expect(documentTypeLabel('noc')).toBe('NOC')
    expect(documentTypeLabel('environmental_clearance')).toBe('Environmental clearance')
    expect(documentTypeLabel('__')).toBe('__')
  })
})
