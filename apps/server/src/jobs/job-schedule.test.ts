// JOB_SCHEDULE: each job's interval over its default, or off; a bad entry stops the server with
// the variable named.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { DAY_MS, DEFAULT_JOB_EVERY, HOUR_MS, parseInterval, parseJobSchedule } from './job-schedule'

describe('the job schedule', () => {
  it('reads intervals in minutes, hours and days, and off', () => {
    expect([parseInterval('15m'), parseInterval('6h'), parseInterval('1d'), parseInterval(' OFF ')]).toEqual([15 * 60_000, 6 * HOUR_MS, DAY_MS, null])
    for (const bad of ['0m', '30s', '1.5h', 'h', '-1d', 'daily', '']) expect(parseInterval(bad), bad).toBeUndefined()
  })

  it('takes name=every pairs over the defaults', () => {
    expect(parseJobSchedule(undefined)).toEqual({ schedule: DEFAULT_JOB_EVERY, problems: [] })
    expect(parseJobSchedule('stored-files-sweep=6h, document-archive=off')).toEqual({
      schedule: { ...DEFAULT_JOB_EVERY, 'stored-files-sweep': 6 * HOUR_MS, 'document-archive': null },
      problems: [],
    })
  })

  it('names the variable, the job and the fix for a bad entry', () => {
    expect(parseJobSchedule('stored-file-sweep=1h').problems).toEqual([
      "JOB_SCHEDULE: 'stored-file-sweep' is not a job (staged-uploads-sweep, stored-files-sweep, deleted-properties-purge, document-archive, document-expiry-scan, bidding-close, proposal-expiry, visit-reminders, saved-search-alerts, payments-reconcile, property-scores)",
    ])
    expect(parseJobSchedule('stored-files-sweep=5s,deleted-properties-purge').problems).toEqual([
      "JOB_SCHEDULE: 'stored-files-sweep=5s' must be stored-files-sweep=<every>, every as 15m, 6h, 1d (at least 1m) or off",
      "JOB_SCHEDULE: 'deleted-properties-purge' must be deleted-properties-purge=<every>, every as 15m, 6h, 1d (at least 1m) or off",
    ])
  })

  it('is part of the configuration, with JOBS to turn the runner off in an instance', () => {
    const env = { DATA_DIR: '/tmp/vishwas-config-test', TOKEN_SIGNING_KEY: 'k'.repeat(32), ALTCHA_HMAC_KEY: 'k'.repeat(32) }
    expect(loadConfig(env).jobs).toEqual({ enabled: true, schedule: DEFAULT_JOB_EVERY })
    expect(loadConfig({ ...env, JOBS: 'false', JOB_SCHEDULE: 'staged-uploads-sweep=30m' }).jobs).toEqual({
      enabled: false,
      schedule: { ...DEFAULT_JOB_EVERY, 'staged-uploads-sweep': 30 * 60_000 },
    })
    expect(() => loadConfig({ ...env, JOB_SCHEDULE: 'everything=1h' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...env, JOBS: 'sometimes' })).toThrow(/JOBS: must be one of/)
  })
})
