// The ALTCHA bot check: altcha-lib's v1 challenges (what the web app solves), verified against
// our key and clock, each solution once.
import { solveChallenge } from 'altcha-lib/v1'
import type { Challenge } from 'altcha-lib/v1/types'
import { describe, expect, it } from 'vitest'
import { createBotCheck } from './bot-check'
import { manualClock } from './auth-test-kit'
import { createMemoryRateLimitStore } from './rate-limit-store'

const hmacKey = 'h'.repeat(40)

function setup() {
  const clock = manualClock(Date.parse('2026-11-21T10:00:00Z'))
  return { clock, check: createBotCheck({ hmacKey, maxNumber: 50, clock, store: createMemoryRateLimitStore() }) }
}

async function solve(challenge: Challenge, change: Partial<Record<string, unknown>> = {}): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
  const { algorithm, salt, signature } = challenge
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution?.number, salt, signature, ...change })).toString('base64')
}

describe('bot check', () => {
  it('issues SHA-256 challenges with the configured difficulty and a 5-minute expiry in the salt', async () => {
    const { check, clock } = setup()
    const challenge = await check.createChallenge()
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50 })
    expect(challenge.salt).toContain(`expires=${Math.floor((clock.now() + 5 * 60_000) / 1000)}`)
  })

  it('accepts a solution once', async () => {
    const { check } = setup()
    const payload = await solve(await check.createChallenge())
    expect(await check.verify(payload)).toBe(true)
    expect(await check.verify(payload)).toBe(false)
  })

  it('refuses a wrong number, a changed salt, another algorithm, garbage and an oversized payload', async () => {
    const { check } = setup()
    const challenge = await check.createChallenge()
    const right = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { number: number }
    expect(await check.verify(await solve(challenge, { number: (right.number + 1) % 51 }))).toBe(false)
    expect(await check.verify(await solve(challenge, { salt: challenge.salt.replace(/expires=\d+/, 'expires=9999999999') }))).toBe(false)
    expect(await check.verify(await solve(challenge, { algorithm: 'SHA-1' }))).toBe(false)
    expect(await check.verify(await solve(challenge, { number: 1e9 }))).toBe(false)
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
