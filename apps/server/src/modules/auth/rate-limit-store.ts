// Sliding-window counters for the sign-in throttles and single-use claims for the bot check, behind
// a small interface: in process memory here; in Redis with REDIS_URL (rate-limit-store-redis.ts,
// shared by every API instance), with the same contract (rate-limit-store.test.ts runs it on both).
import { AppError } from '../../errors'

export interface LimitRule {
  key: string
  limit: number
  windowMs: number
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface RateLimitStore {
  /** Counts one event against every rule when all of them allow it; otherwise counts nothing. */
  consume(rules: readonly LimitRule[], nowMs: number): Promise<LimitDecision>
  /** True the first time `key` is claimed; false while an earlier claim (until `untilMs`) holds. */
  claimOnce(key: string, untilMs: number, nowMs: number): Promise<boolean>
}

/** A 429 whose Retry-After header the auth routes set. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterMs: number) {
    super('RATE_LIMITED', message)
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  }
}

type Window = { windowMs: number; times: number[] }

/** Sweep for idle keys every this many calls, so memory follows the active keys only. */
const SWEEP_EVERY = 1000

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, Window>()
  const claims = new Map<string, number>()
  let calls = 0

  function sweep(nowMs: number): void {
    calls += 1
    if (calls % SWEEP_EVERY !== 0) return
    for (const [key, window] of windows) {
      if ((window.times.at(-1) ?? 0) <= nowMs - window.windowMs) windows.delete(key)
    }
    for (const [key, until] of claims) if (until <= nowMs) claims.delete(key)
  }

  function recent(rule: LimitRule, nowMs: number): number[] {
    const window = windows.get(rule.key)
    if (!window) return []
    const from = nowMs - rule.windowMs
    while (window.times.length > 0 && (window.times[0] ?? 0) <= from) window.times.shift()
    return window.times
  }

  return {
    consume(rules, nowMs) {
      sweep(nowMs)
      let retryAfterMs = 0
      for (const rule of rules) {
        const times = recent(rule, nowMs)
        if (times.length >= rule.limit) {
          const freesAt = (times[times.length - rule.limit] ?? nowMs) + rule.windowMs
          retryAfterMs = Math.max(retryAfterMs, freesAt - nowMs)
        }
      }
      if (retryAfterMs > 0) return Promise.resolve({ allowed: false, retryAfterMs })
      for (const rule of rules) {
        const window = windows.get(rule.key) ?? { windowMs: rule.windowMs, times: [] }
        window.times.push(nowMs)
        windows.set(rule.key, window)
      }
      return Promise.resolve({ allowed: true })
    },
    claimOnce(key, untilMs, nowMs) {
      sweep(nowMs)
      const held = claims.get(key)
      if (held !== undefined && held > nowMs) return Promise.resolve(false)
      claims.set(key, untilMs)
      return Promise.resolve(true)
    },
  }
}
