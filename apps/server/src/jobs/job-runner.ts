// The job runner: every minute it looks at each job's current slot (its interval's stretch of
// time: a daily job has one slot a day) and runs the job once for a slot nobody ran yet. The
// claim is a row of job_runs inserted with ON CONFLICT DO NOTHING on (job, scope, slot): on
// PostgreSQL with several instances exactly one of them wins a slot; on the embedded engine the
// one process does. The row then records the run: start, end, items touched, error. A job that
// fails records its error and the others run on; a run the server stops in the middle records
// that it was stopped.
import type { FastifyBaseLogger } from 'fastify'
import type { JobRunsRepository } from './job-runs.repository'

export type JobContext = {
  /** The time of the tick that started the run (jobs measure ages from it). */
  now: Date
  /** Aborted when the server stops: a long job checks it between items. */
  signal: AbortSignal
  log: FastifyBaseLogger
}

export type ScheduledJob = {
  name: string
  /** The interval: one run per slot of this length (slots start at whole multiples of it since 1970, UTC). */
  everyMs: number
  /**
   * '' (the default): once per slot in the whole deployment. Otherwise the place the job works
   * on (an instance's upload folder): once per slot and place.
   */
  scope?: string
  /** Does the work; answers how many items it touched. */
  run(context: JobContext): Promise<number>
}

export type RunOutcome = { job: string; slot: string; itemsTouched: number | null; error: string | null }

export type JobRunner = {
  readonly jobs: readonly ScheduledJob[]
  /** Runs each job whose current slot at `now` nobody has run yet; answers the runs this instance made. */
  runDue(now?: Date): Promise<RunOutcome[]>
  /** Looks for due jobs now and then every tickMs. */
  start(): void
  /** Stops looking, asks a running job to stop and waits for it to record its end. */
  stop(): Promise<void>
}

const MAX_ERROR_CHARS = 1000
export const STOPPED_MESSAGE = 'Stopped: the server shut down before the run finished'

/** The start of the slot `now` falls in. */
export const slotOf = (now: Date, everyMs: number): Date => new Date(Math.floor(now.getTime() / everyMs) * everyMs)

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error)
  return text.slice(0, MAX_ERROR_CHARS)
}

export function createJobRunner(input: {
  jobs: readonly ScheduledJob[]
  runs: JobRunsRepository
  /** Who runs them, recorded with each run (host name and process id). */
  instance: string
  log: FastifyBaseLogger
  clock?: () => Date
  tickMs?: number
}): JobRunner {
  const { jobs, runs, log } = input
  const clock = input.clock ?? (() => new Date())
  const tickMs = input.tickMs ?? 60_000
  const stopping = new AbortController()
  /** The last slot this instance tried to claim, per job: a slot is asked for once, not every tick. */
  const tried = new Map<string, number>()
  let timer: NodeJS.Timeout | undefined
  let ticking: Promise<unknown> = Promise.resolve()

  async function runOne(job: ScheduledJob, now: Date): Promise<RunOutcome | undefined> {
    const slot = slotOf(now, job.everyMs)
    if (tried.get(job.name) === slot.getTime()) return undefined
    const id = await runs.claim({ job: job.name, scope: job.scope ?? '', slot, instance: input.instance, startedAt: clock() })
    tried.set(job.name, slot.getTime())
    if (!id) return undefined
    let itemsTouched: number | null = null
    let error: string | null = null
    try {
      itemsTouched = await job.run({ now, signal: stopping.signal, log: log.child({ job: job.name }) })
      if (stopping.signal.aborted) error = STOPPED_MESSAGE
    } catch (failure) {
      error = stopping.signal.aborted ? STOPPED_MESSAGE : errorText(failure)
      log.error({ err: failure, job: job.name }, `the scheduled job ${job.name} failed`)
    }
    await runs.finish(id, { finishedAt: clock(), itemsTouched, error })
    if (error === null) log.info({ job: job.name, itemsTouched }, `the scheduled job ${job.name} touched ${itemsTouched} items`)
    return { job: job.name, slot: slot.toISOString(), itemsTouched, error }
  }

  async function runDue(now: Date = clock()): Promise<RunOutcome[]> {
    const outcomes: RunOutcome[] = []
    // One after another: a job's failure (or a database that is away) stops only that job's run.
    for (const job of jobs) {
      if (stopping.signal.aborted) break
      try {
        const outcome = await runOne(job, now)
        if (outcome) outcomes.push(outcome)
      } catch (error) {
        log.error({ err: error, job: job.name }, `the scheduled job ${job.name} could not be claimed or recorded`)
      }
    }
    return outcomes
  }

  function tick(): void {
    ticking = runDue().finally(() => {
      if (!stopping.signal.aborted) timer = setTimeout(tick, tickMs).unref()
    })
  }

  return {
    jobs,
    runDue,
    start() {
      if (timer || stopping.signal.aborted || jobs.length === 0) return
      // The first look soon after start, not during it.
      timer = setTimeout(tick, Math.min(tickMs, 5_000)).unref()
    },
    async stop() {
      stopping.abort()
      clearTimeout(timer)
      await ticking.catch(() => undefined)
    },
  }
}
