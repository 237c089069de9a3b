// The jobs the server runs on its schedule (JOB_SCHEDULE), each a function that answers how many
// items it touched. The document vault's two jobs come in through DocumentJobs: the vault's
// archive and expiry functions, given to the jobs plugin.
import { hostname } from 'node:os'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { closeDueBidding } from '../modules/bids/bidding-close'
import { createBidsRepository } from '../modules/bids/bids.repository'
import { recomputeAllPropertyScores } from '../modules/evaluation/property-score-refresh'
import { createPropertyScoresRepository } from '../modules/evaluation/property-scores.repository'
import { uploadStagingDir } from '../lib/resumable-uploads'
import { createPropertyTrashRepository } from '../modules/properties/property-trash.repository'
import { purgeDeletedProperties } from '../modules/properties/property-trash.service'
import { createProposalsRepository } from '../modules/proposals/proposals.repository'
import { expireProposals } from '../modules/proposals/proposals.service'
import { sendSavedSearchAlerts } from '../modules/saved-searches/saved-search-alerts'
import { createSavedSearchAlertsRepository } from '../modules/saved-searches/saved-search-alerts.repository'
import type { FileStorage } from '../providers/storage/file-storage'
import { createFileReferences } from './file-references.repository'
import type { ScheduledJob } from './job-runner'
import type { JobName } from './job-schedule'
import { sweepStagedUploads } from './sweep-staged-uploads'
import { sweepStoredFiles, type FileReferences } from './sweep-stored-files'

/** The document vault's scheduled work (SPEC §4); each answers how many documents it touched. */
export type DocumentJobs = {
  /** Documents uploaded more than 365 days ago and not yet archived get archived and archivedAt. */
  archiveOldDocuments(now: Date): Promise<number>
  /** Documents expired, or expiring within 30 days, are marked so. */
  scanDocumentExpiry(now: Date): Promise<number>
}

export type ScheduledJobsInput = {
  config: Pick<Config, 'dataDir' | 'jobs'>
  database: DatabaseHandle
  storage: FileStorage
  documents?: DocumentJobs | undefined
  /** The site-visit reminders (modules/visits/visits.jobs.ts); answers how many it sent. */
  visitReminders?: ((now: Date) => Promise<number>) | undefined
  /** The payments' reconciliation with the gateway (modules/payments/payments.jobs.ts); answers how many payments and refunds it moved. */
  paymentsReconcile?: ((now: Date) => Promise<number>) | undefined
  /** Reference sources beyond the media table's (a new storage root's owner adds its own). */
  references?: readonly FileReferences[]
}

export function scheduledJobs(input: ScheduledJobsInput): ScheduledJob[] {
  const { config, database, storage, documents, visitReminders, paymentsReconcile } = input
  const staging = uploadStagingDir(config)
  const trash = createPropertyTrashRepository(database)
  const references = [...createFileReferences(database), ...(input.references ?? [])]
  const work: Partial<Record<JobName, Omit<ScheduledJob, 'name' | 'everyMs'>>> = {
    // Each instance has its own upload folder: swept once per slot per folder.
    'staged-uploads-sweep': { scope: `${hostname()}:${staging}`, run: ({ now, signal }) => sweepStagedUploads({ directory: staging, now, signal }) },
    'stored-files-sweep': { run: ({ now, signal }) => sweepStoredFiles({ storage, references, now, signal }) },
    'deleted-properties-purge': {
      run: ({ now }) => purgeDeletedProperties({ trash, now, removeFiles: async (paths) => void (await Promise.all(paths.map((path) => storage.remove(path)))) }),
    },
    ...(documents
      ? {
          'document-archive': { run: ({ now }) => documents.archiveOldDocuments(now) },
          'document-expiry-scan': { run: ({ now }) => documents.scanDocumentExpiry(now) },
        }
      : {}),
    'bidding-close': { run: ({ now }) => closeDueBidding({ bids: createBidsRepository(database), now }) },
    'proposal-expiry': { run: ({ now }) => expireProposals({ proposals: createProposalsRepository(database), now }) },
    ...(visitReminders ? { 'visit-reminders': { run: ({ now }) => visitReminders(now) } } : {}),
    'saved-search-alerts': { run: ({ now, signal }) => sendSavedSearchAlerts({ repository: createSavedSearchAlertsRepository(database), now, signal }) },
    ...(paymentsReconcile ? { 'payments-reconcile': { run: ({ now }) => paymentsReconcile(now) } } : {}),
    'property-scores': { run: ({ now, signal }) => recomputeAllPropertyScores({ scores: createPropertyScoresRepository(database.query), now, signal }) },
  }
  return Object.entries(work).flatMap(([name, job]) => {
    const everyMs = config.jobs.schedule[name as JobName]
    return everyMs === null ? [] : [{ name, everyMs, ...job }]
  })
}
