// The invisible bot check (ALTCHA): the server's challenge is solved by proof of work, off the
// main thread in Web Workers where the browser has them, and sent as the widget would send it: a
// base64 JSON payload. Nothing to click and nothing loaded from a third party.
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib/v1'
import { messages } from '@vishwas/domain'
import { getChallenge, type BotChallenge } from '../api/get-challenge'

export class BotCheckError extends Error {
  constructor() {
    super(messages.recaptchaNotInitialized)
    this.name = 'BotCheckError'
  }
}

const DEFAULT_MAX_NUMBER = 1_000_000

function startWorker(): Worker {
  return new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' })
}

async function solve(challenge: BotChallenge) {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER
  if (typeof Worker === 'undefined') return solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, max).promise
  const workers = Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1))
  return solveChallengeWorkers(startWorker, workers, challenge.challenge, challenge.salt, challenge.algorithm, max)
}

/** Fetches a challenge and solves it; SPEC §8's 'reCAPTCHA not initialized' when it cannot. */
export async function runBotCheck(): Promise<string> {
  try {
    const challenge = await getChallenge()
    const solution = await solve(challenge)
    if (!solution) throw new BotCheckError()
    const { algorithm, salt, signature } = challenge
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature, took: solution.took }))
  } catch (error) {
    console.warn('Bot check failed:', error)
    throw new BotCheckError()
  }
}

export type BotCheck = typeof runBotCheck
