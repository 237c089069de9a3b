// SPEC §2 and §8 start-up: after DOM-ready (+50 ms) the services initialise with retry, delay
// min(2000 + 1000 × attempt, 10000) ms. The app proceeds when all are ready, or, with limited
// functionality, after 15 s once every service still failing has had at least 2 attempts.
// Failing services keep retrying in the background; the notice clears when they recover.
import { DOM_READY_WAIT_MS, SERVICE_RETRY, serviceRetryDelay, shouldProceedWithLimitedFunctionality } from '@vishwas/domain'

export interface StartupService {
  name: string
  init: (signal: AbortSignal) => Promise<unknown>
}

export type StartupPhase = 'waiting' | 'initialising' | 'ready' | 'limited'

export interface ServiceStatus {
  ready: boolean
  attempts: number
  lastError?: string
}

export interface StartupState {
  phase: StartupPhase
  services: Record<string, ServiceStatus>
}

export function waitForDomReady(doc: Document = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Runs the start-up; calls `onChange` with every new state; returns a function that stops it. */
export function runStartup(services: readonly StartupService[], onChange: (state: StartupState) => void): () => void {
  const controller = new AbortController()
  const { signal } = controller
  let state: StartupState = {
    phase: 'waiting',
    services: Object.fromEntries(services.map((s) => [s.name, { ready: false, attempts: 0 }])),
  }
  let startedAt = 0

  const update = (next: Partial<StartupState>) => {
    if (signal.aborted) return
    state = { ...state, ...next }
    onChange(state)
  }
  const setService = (name: string, status: ServiceStatus) => update({ services: { ...state.services, [name]: status } })

  const evaluate = () => {
    const statuses = Object.values(state.services)
    if (statuses.every((s) => s.ready)) {
      if (state.phase !== 'ready') update({ phase: 'ready' })
      return
    }
    if (state.phase !== 'initialising') return
    const elapsed = Date.now() - startedAt
    const pending = statuses.filter((s) => !s.ready)
    if (pending.every((s) => shouldProceedWithLimitedFunctionality(elapsed, s.attempts))) update({ phase: 'limited' })
  }

  const initialise = async (service: StartupService) => {
    for (let attempt = 1; !signal.aborted; attempt += 1) {
      // An attempt counts from the moment it starts, so a hanging request still counts.
      setService(service.name, { ...state.services[service.name], ready: false, attempts: attempt })
      evaluate()
      try {
        await service.init(signal)
        setService(service.name, { ready: true, attempts: attempt })
        evaluate()
        return
      } catch (error) {
        if (signal.aborted) return
        setService(service.name, { ready: false, attempts: attempt, lastError: error instanceof Error ? error.message : String(error) })
        evaluate()
        await sleep(serviceRetryDelay(attempt), signal)
      }
    }
  }

  void (async () => {
    await waitForDomReady()
    await sleep(DOM_READY_WAIT_MS, signal)
    if (signal.aborted) return
    startedAt = Date.now()
    update({ phase: services.length === 0 ? 'ready' : 'initialising' })
    const deadline = setTimeout(evaluate, SERVICE_RETRY.initTimeoutMs)
    signal.addEventListener('abort', () => clearTimeout(deadline))
    services.forEach((service) => void initialise(service))
  })()

  return () => controller.abort()
}
