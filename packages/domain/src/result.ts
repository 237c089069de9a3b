// A small Result type for expected failures, and the guard for impossible switch cases.

export type Result<T, E = string> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E }

export const Result = {
  ok<T>(value: T): Result<T, never> {
    return { ok: true, value }
  },
  err<E>(error: E): Result<never, E> {
    return { ok: false, error }
  },
}

/** Call in the `default` of a switch over a union: compile error when a case is missing. */
export function exhaustiveSwitchError(value: never, property?: string): never {
  const shown = property != null && value != null && typeof value === 'object' ? (value as Record<string, unknown>)[property] : value
  throw new Error(`Unknown switch case ${String(shown)}`)
}
