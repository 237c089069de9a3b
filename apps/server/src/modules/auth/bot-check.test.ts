// The ALTCHA bot check: altcha-lib's v2 challenges (what the web app solves), verified against
// our key and clock, each solution once.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { describe, expect, it } from 'vitest'
import { createBotCheck } from './bot-check'
import { manualClock } from './auth-test-kit'
import { createMemoryRateLimitStore } from './rate-limit-store'

const hmacKey = 'h'.repeat(40)

function setup() {
  const clock = manualClock()
  return { clock, check: createBotCheck({ hmacKey, maxNumber: 50, clock, store: createMemoryRateLimitStore() }) }
}

type Change = { parameters?: Record<string, unknown>; solution?: Record<string, unknown> }

async function solve(challenge: Challenge, change: Change = {}): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  const payload = {
    challenge: { ...challenge, parameters: { ...challenge.parameters, ...change.parameters } },
    solution: { ...solution, ...change.solution },
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

describe('bot check', () => {
  it('issues signed SHA-256 challenges within the configured counter range and with a 5-minute expiry', async () => {
    const { check, clock } = setup()
    const challenge = await check.createChallenge()
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, expiresAt: Math.floor((clock.now() + 5 * 60_000) / 1000) })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(solution?.counter).toBeGreaterThanOrEqual(0)
    expect(solution?.counter).toBeLessThanOrEqual(50)
  })

  it('accepts a solution once', async () => {
    const { check } = setup()
    const payload = await solve(await check.createChallenge())
    expect(await check.verify(payload)).toBe(true)
    expect(await check.verify(payload)).toBe(false)
  })

  it('refuses a wrong counter or key, a changed expiry, another algorithm, garbage and an oversized payload', async () => {
    const { check } = setup()
    const challenge = await check.createChallenge()
    const right = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { solution: { counter: number } }
    expect(await check.verify(await solve(challenge, { solution: { counter: (right.solution.counter + 1) % 51 } }))).toBe(false)
    expect(await check.verify(await solve(challenge, { solution: { derivedKey: '00'.repeat(32) } }))).toBe(false)
    expect(await check.verify(await solve(challenge, { parameters: { expiresAt: 9_999_999_999 } }))).toBe(false)
    expect(await check.verify(await solve(challenge, { parameters: { algorithm: 'SHA-1' } }))).toBe(false)
    expect(await check.verify(await solve(challenge, { solution: { counter: 1e9 } }))).toBe(false)
    for (const junk of ['', '!!!', Buffer.from('[]').toString('base64'), 'A'.repeat(5000)]) expect(await check.verify(junk)).toBe(false)
    expect(await check.verify(await solve(challenge))).toBe(true)
  })

  it('refuses an expired challenge and one signed with another key', async () => {
    const { check, clock } = setup()
    const payload = await solve(await check.createChallenge())
    clock.advance(5 * 60_000)
    expect(await check.verify(payload)).toBe(false)

    const other = createBotCheck({ hmacKey: 'o'.repeat(40), maxNumber: 50, clock, store: createMemoryRateLimitStore() })
    expect(await check.verify(await solve(await other.createChallenge()))).toBe(false)
  })
})
