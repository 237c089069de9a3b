// The vault's two scheduled jobs, for the job runner (each answers how many documents it touched):
// - archiveOldDocuments(now): SPEC §4, documents uploaded more than 365 days ago and not yet
//   archived get archived = true and archivedAt = now.
// - scanDocumentExpiry(now): SPEC §4, records each dated document's expiry state as of now
//   (expired once its date has passed, expiring with 30 days or fewer left, else valid) in
//   `expiry_status`, which the document list filters on (`?expiryStatus=expiring`) and every
//   document answers as metadata.expiryStatus; counts the documents whose state changed.
// A write of the expiry date records its state at once, so the scan only follows the calendar.
import { ARCHIVE_AGE_DAYS, EXPIRY_WARNING_DAYS, MS_PER_DAY } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import type { DocumentJobs } from '../../jobs/scheduled-jobs'
import { createDocumentsRepository } from './documents.repository'

export function createDocumentJobs(database: DatabaseHandle): DocumentJobs {
  const documents = createDocumentsRepository(database)
  return {
    archiveOldDocuments: (now) => documents.archiveUploadedBefore(new Date(now.getTime() - ARCHIVE_AGE_DAYS * MS_PER_DAY).toISOString(), now.toISOString()),
    scanDocumentExpiry: (now) => documents.recordExpiryStates(now.toISOString(), EXPIRY_WARNING_DAYS),
  }
}
