// SPEC §4 document expiry and archiving, and SPEC §5 required documents per deal type.
import { ARCHIVE_AGE_DAYS, EXPIRY_WARNING_DAYS } from '../constants'
import type { ListingType } from '../property/property-enums'
import { deriveDocumentCategory, type DocumentCategory } from './document-categories'

export const MS_PER_DAY = 86_400_000

/** The expiry states a document can be in (documentExpiryStatus's `status`). */
export const expiryStatuses = ['none', 'valid', 'expiring', 'expired'] as const
export type ExpiryState = (typeof expiryStatuses)[number]

export type ExpiryStatus =
  | { status: 'none' }
  | { status: 'expired'; daysExpired: number }
  | { status: 'expiring'; daysUntilExpiry: number }
  | { status: 'valid'; daysUntilExpiry: number }

function toTime(value: string | Date | null | undefined): number | undefined {
  if (value == null || value === '') return undefined
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(time) ? undefined : time
}

/**
 * Expired once the expiry date has passed (days expired, rounded up); expiring while 30 days or
 * fewer remain (days left, rounded up, so exactly 30 days is expiring and 30 days and a minute is not).
 */
export function documentExpiryStatus(expiryDate: string | Date | null | undefined, now: Date, warningDays: number = EXPIRY_WARNING_DAYS): ExpiryStatus {
  const expiry = toTime(expiryDate)
  if (expiry === undefined) return { status: 'none' }
  const diff = expiry - now.getTime()
  if (diff < 0) return { status: 'expired', daysExpired: Math.ceil(-diff / MS_PER_DAY) }
  const daysUntilExpiry = Math.ceil(diff / MS_PER_DAY)
  return daysUntilExpiry <= warningDays ? { status: 'expiring', daysUntilExpiry } : { status: 'valid', daysUntilExpiry }
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/** The expiry badge's words: 'Expired 3 days ago', 'Expiring in 5 days', 'Expires today'; none for a valid or undated document. */
export function expiryBadgeText(status: ExpiryStatus): string | undefined {
  if (status.status === 'expired') return `Expired ${days(status.daysExpired)} ago`
  if (status.status === 'expiring') return status.daysUntilExpiry === 0 ? 'Expires today' : `Expiring in ${days(status.daysUntilExpiry)}`
  return undefined
}

const ACRONYMS = new Set(['noc', 'rera', 'gst', 'pan'])

/** A document type as words: 'sale_deed' -> 'Sale deed', 'noc' -> 'NOC'. */
export function documentTypeLabel(type: string): string {
  const words = type.split(/[_\s-]+/).filter(Boolean).map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()))
  if (words.length === 0) return type
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

type ArchivableDocument = { metadata: { uploadedAt?: string | undefined; archived?: boolean | undefined; archivedAt?: string | undefined } }

/** Documents uploaded more than `maxAgeDays` (365) days ago and not yet archived. */
export function selectDocumentsToArchive<T extends ArchivableDocument>(documents: readonly T[], now: Date, maxAgeDays: number = ARCHIVE_AGE_DAYS): T[] {
  const cutoff = now.getTime() - maxAgeDays * MS_PER_DAY
  return documents.filter((document) => {
    const uploaded = toTime(document.metadata.uploadedAt)
    return document.metadata.archived !== true && uploaded !== undefined && uploaded < cutoff
  })
}

export function archiveDocument<T extends ArchivableDocument>(document: T, now: Date): T {
  return { ...document, metadata: { ...document.metadata, archived: true, archivedAt: now.toISOString() } }
}

/** SPEC §5: the document categories each deal type needs. */
export const REQUIRED_DOCUMENTS: Readonly<Record<ListingType, readonly DocumentCategory[]>> = {
  sale: ['titleDeed', 'legalDocuments'],
  rent: ['contracts', 'insurance'],
  lease: ['contracts', 'legalDocuments', 'insurance'],
}

export type RequiredDocumentsCheck = {
  complete: boolean
  missing: DocumentCategory[]
  present: DocumentCategory[]
  verified: DocumentCategory[]
  unverified: DocumentCategory[]
}

type CheckedDocument = { category?: string | undefined; type?: string | undefined; metadata?: { verified?: boolean | undefined } | undefined }

/**
 * Which required categories are missing or present, and of those present which have a
 * verified document. Complete when nothing is missing. A document without a category gets the
 * one its type derives.
 */
export function checkRequiredDocuments(dealType: ListingType, documents: readonly CheckedDocument[]): RequiredDocumentsCheck {
  const categoryOf = (document: CheckedDocument) => document.category ?? deriveDocumentCategory(document.type)
  const required = REQUIRED_DOCUMENTS[dealType]
  const present = required.filter((category) => documents.some((d) => categoryOf(d) === category))
  const missing = required.filter((category) => !present.includes(category))
  const verified = present.filter((category) => documents.some((d) => categoryOf(d) === category && d.metadata?.verified === true))
  const unverified = present.filter((category) => !verified.includes(category))
  return { complete: missing.length === 0, missing, present, verified, unverified }
}
