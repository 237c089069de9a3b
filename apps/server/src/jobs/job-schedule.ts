// The scheduled jobs by name and how often each runs: the defaults, and JOB_SCHEDULE's syntax
// (`name=every` pairs, comma-separated: `stored-files-sweep=6h,document-archive=off`). Read by
// the config module, so this file imports nothing.

const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** Each job and its default interval. A daily job's slot starts at midnight UTC (05:30 in India). */
export const DEFAULT_JOB_EVERY = {
  /** Uploads in progress on this instance's disk untouched for a day (abandoned) are removed. */
  'staged-uploads-sweep': HOUR_MS,
  /** Stored files no media item (nor any other row) references, older than a day, are removed. */
  'stored-files-sweep': DAY_MS,
  /** Deleted listings past their 30 days of restore are purged with their files. */
  'deleted-properties-purge': HOUR_MS,
  /** Documents uploaded more than 365 days ago are archived (SPEC §4). */
  'document-archive': DAY_MS,
  /** Documents expired or expiring within 30 days are marked (SPEC §4). */
  'document-expiry-scan': DAY_MS,
  /** Bidding windows whose closing time has come are closed and their winners named (reads close a due window too). */
  'bidding-close': MINUTE_MS,
  /** Open offers past their validity date are expired. */
  'proposal-expiry': 15 * MINUTE_MS,
  /** Reminders 24 h and 1 h before each confirmed site visit, by notification and SMS. */
  'visit-reminders': 5 * MINUTE_MS,
  /** Listings newly matching a saved search notify its owner, at most once a day per search. */
  'saved-search-alerts': HOUR_MS,
  /** Payments the gateway settled that no webhook reached us for are settled; refunds not yet made at the gateway are sent. */
  'payments-reconcile': 5 * MINUTE_MS,
  /** Every listing's automatic evaluation is worked out again (freshness ages, medians move); only changed scores are written. */
  'property-scores': DAY_MS,
} as const

export type JobName = keyof typeof DEFAULT_JOB_EVERY
export const JOB_NAMES = Object.keys(DEFAULT_JOB_EVERY) as JobName[]
export const isJobName = (name: string): name is JobName => Object.hasOwn(DEFAULT_JOB_EVERY, name)

/** Each job's interval in milliseconds, or null when it does not run. */
export type JobSchedule = Record<JobName, number | null>

const UNITS: Record<string, number> = { m: MINUTE_MS, h: HOUR_MS, d: DAY_MS }

/** '15m', '6h', '1d' in milliseconds, 'off' as null; undefined for anything else (under a minute included). */
export function parseInterval(text: string): number | null | undefined {
  const value = text.trim().toLowerCase()
  if (value === 'off') return null
  const match = /^(\d{1,5})([mhd])$/.exec(value)
  if (!match) return undefined
  const ms = Number(match[1]) * (UNITS[match[2] ?? ''] ?? 0)
  return ms >= MINUTE_MS ? ms : undefined
}

/** JOB_SCHEDULE over the defaults; the problems name the variable, as the config module reports them. */
export function parseJobSchedule(text: string | undefined): { schedule: JobSchedule; problems: string[] } {
  const schedule: JobSchedule = { ...DEFAULT_JOB_EVERY }
  const problems: string[] = []
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const [name = '', every = '', ...rest] = entry.split('=').map((part) => part.trim())
    if (!isJobName(name)) {
      problems.push(`JOB_SCHEDULE: '${name}' is not a job (${JOB_NAMES.join(', ')})`)
      continue
    }
    const interval = rest.length === 0 ? parseInterval(every) : undefined
    if (interval === undefined) problems.push(`JOB_SCHEDULE: '${entry}' must be ${name}=<every>, every as 15m, 6h, 1d (at least 1m) or off`)
    else schedule[name] = interval
  }
  return { schedule, problems }
}
