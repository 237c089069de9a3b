// SPEC §8: service start-up retries with delay min(2000 + 1000 × attempt, 10000) ms; after 15 s
// and at least 2 attempts the app proceeds with limited functionality.
import { SERVICE_RETRY } from '../constants'

export function serviceRetryDelay(attempt: number): number {
  return Math.min(SERVICE_RETRY.baseMs + SERVICE_RETRY.stepMs * Math.max(0, attempt), SERVICE_RETRY.capMs)
}

export function shouldProceedWithLimitedFunctionality(elapsedMs: number, attempts: number): boolean {
  return elapsedMs >= SERVICE_RETRY.initTimeoutMs && attempts >= SERVICE_RETRY.minAttempts
}
