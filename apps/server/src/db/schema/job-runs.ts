// job_runs: one row per run of a scheduled job (jobs/job-runner.ts). The row is also the run's
// claim: a run starts only when its row is inserted, and the unique (job, scope, slot) index lets
// exactly one instance insert it, however many instances share the database.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    job: text('job').notNull(),
    /** '' for a job of the whole deployment; a place name for one per place (an instance's upload folder). */
    scope: text('scope').notNull().default(''),
    /** The start of the schedule's slot this run is for (a daily job: midnight UTC of its day). */
    slot: timestamp('slot', { withTimezone: true, mode: 'string' }).notNull(),
    /** The instance that ran it (host name and process id). */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    /** How many items the run touched (files removed, documents archived, ...), once finished. */
    itemsTouched: integer('items_touched'),
    /** Why the run failed; null when it succeeded or is still running. */
    error: text('error'),
  },
  (t) => [uniqueIndex('job_runs_claim_idx').on(t.job, t.scope, t.slot), index('job_runs_started_idx').on(t.startedAt)],
)
