import { describe, expect, it, vi } from 'vitest'
import { createCircuitBreaker } from './circuit-breaker'

describe('circuit breaker', () => {
  const breaker = (onOpen = vi.fn()) => {
    let clock = 0
    const b = createCircuitBreaker({ failureThreshold: 3, coolDownMs: 100, now: () => clock, onOpen })
    return { b, onOpen, advance: (ms: number) => void (clock += ms) }
  }

  it('opens after the threshold of failures in a row, not after failures a success interrupts', () => {
    const { b, onOpen } = breaker()
    b.failure()
    b.failure()
    b.success()
    b.failure()
    b.failure()
    expect([b.state, b.allow()]).toEqual(['closed', true])
    b.failure()
    expect([b.state, b.allow()]).toEqual(['open', false])
    expect(onOpen).toHaveBeenCalledWith(3)
  })

  it('lets one call through after the cool-down, and closes on its success', () => {
    const { b, advance } = breaker()
    for (let i = 0; i < 3; i += 1) b.failure()
    advance(99)
    expect(b.allow()).toBe(false)
    advance(1)
    expect(b.state).toBe('half-open')
    expect(b.allow()).toBe(true)
    expect(b.allow()).toBe(false) // the trial is in flight
    b.success()
    expect([b.state, b.allow(), b.allow()]).toEqual(['closed', true, true])
  })

  it('opens again when the trial fails', () => {
    const { b, advance, onOpen } = breaker()
    for (let i = 0; i < 3; i += 1) b.failure()
    advance(100)
    expect(b.allow()).toBe(true)
    b.failure()
    expect([b.state, b.allow()]).toEqual(['open', false])
    expect(onOpen).toHaveBeenCalledTimes(2)
    advance(100)
    expect(b.allow()).toBe(true)
  })
})
