import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runStartup, type StartupService, type StartupState } from './startup-runner'

function failing(times: number, log: number[]): StartupService {
  let calls = 0
  return {
    name: 'property service',
    init: () => {
      log.push(Date.now())
      calls += 1
      return calls <= times ? Promise.reject(new Error('down')) : Promise.resolve('ok')
    },
  }
}

describe('runStartup', () => {
  let stop: () => void = () => {}
  let states: StartupState[] = []
  const phase = () => states.at(-1)?.phase

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
    states = []
  })
  afterEach(() => stop())

  it('waits for DOM-ready plus 50 ms before initialising', async () => {
    const log: number[] = []
    stop = runStartup([failing(0, log)], (s) => states.push(s))
    await vi.advanceTimersByTimeAsync(49)
    expect(log).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(log).toEqual([50])
    expect(phase()).toBe('ready')
  })

  it('retries with delay min(2000 + 1000 × attempt, 10000) ms', async () => {
    const log: number[] = []
    stop = runStartup([failing(9, log)], (s) => states.push(s))
    await vi.advanceTimersByTimeAsync(80_000)
    const gaps = log.slice(1, 10).map((t, i) => t - log[i]!)
    expect(gaps).toEqual([3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 10000])
  })

  it('proceeds with limited functionality after 15 s and at least 2 attempts, and recovers later', async () => {
    const log: number[] = []
    stop = runStartup([failing(5, log)], (s) => states.push(s))
    await vi.advanceTimersByTimeAsync(50 + 14_999)
    expect(phase()).toBe('initialising')
    await vi.advanceTimersByTimeAsync(1)
    expect(phase()).toBe('limited')
    expect(states.at(-1)?.services['property service']?.attempts).toBeGreaterThanOrEqual(2)
    // Attempts at 0, 3, 7, 12, 18 s fail; the sixth, at 25 s, succeeds.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(phase()).toBe('ready')
  })

  it('waits past 15 s until a hanging service has had its second attempt', async () => {
    let calls = 0
    const hanging: StartupService = {
      name: 'schemas',
      init: () => {
        calls += 1
        // The first request hangs for 20 s (as a stalled connection would) and then fails.
        return calls === 1 ? new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 20_000)) : Promise.reject(new Error('down'))
      },
    }
    stop = runStartup([hanging], (s) => states.push(s))
    await vi.advanceTimersByTimeAsync(50 + 15_000)
    expect(phase()).toBe('initialising')
    await vi.advanceTimersByTimeAsync(5_000 + 3_000)
    expect(calls).toBe(2)
    expect(phase()).toBe('limited')
  })

  it('is ready at once when every service answers', async () => {
    const ok: StartupService = { name: 'schemas', init: () => Promise.resolve({}) }
    stop = runStartup([ok, { ...ok, name: 'property service' }], (s) => states.push(s))
    await vi.advanceTimersByTimeAsync(50)
    expect(phase()).toBe('ready')
  })

  it('stops retrying when stopped', async () => {
    const log: number[] = []
    stop = runStartup([failing(100, log)], (s) => states.push(s))
    await vi.advanceTimersByTimeAsync(4_000)
    stop()
    const count = log.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(log.length).toBe(count)
  })
})
