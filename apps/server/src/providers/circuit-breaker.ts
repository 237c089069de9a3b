// A circuit breaker for an outside service (weather): after `failureThreshold` failures in a row
// it opens and the service is not called for `coolDownMs`; then one call is let through
// (half-open). Its success closes the breaker, its failure opens it for another cool-down.
// While a half-open trial is in flight, other calls are refused rather than piling onto a
// service that may still be down.
export type BreakerState = 'closed' | 'open' | 'half-open'

export interface CircuitBreaker {
  /** Whether a call may go to the service now (at most one while half-open). */
  allow: () => boolean
  success: () => void
  failure: () => void
  readonly state: BreakerState
}

export function createCircuitBreaker(options: {
  failureThreshold: number
  coolDownMs: number
  now?: () => number
  /** Told when the breaker opens (to log it). */
  onOpen?: (failures: number) => void
}): CircuitBreaker {
  const { failureThreshold, coolDownMs, now = Date.now, onOpen } = options
  let failures = 0
  let openedAt: number | undefined
  let trialInFlight = false
  const state = (): BreakerState => {
    if (openedAt === undefined) return 'closed'
    return now() - openedAt >= coolDownMs ? 'half-open' : 'open'
  }
  return {
    allow() {
      const current = state()
      if (current === 'closed') return true
      if (current === 'open' || trialInFlight) return false
      trialInFlight = true
      return true
    },
    success() {
      failures = 0
      openedAt = undefined
      trialInFlight = false
    },
    failure() {
      failures += 1
      const wasTrial = trialInFlight
      trialInFlight = false
      if (wasTrial || failures >= failureThreshold) {
        openedAt = now()
        onOpen?.(failures)
      }
    },
    get state() {
      return state()
    },
  }
}
