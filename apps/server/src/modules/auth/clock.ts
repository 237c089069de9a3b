// Time as the identity service sees it: injected so tests move it (expiry, grace window, limits)
// instead of sleeping.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
