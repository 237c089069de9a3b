// The invisible bot check (ALTCHA, altcha-lib's v2 protocol): the server's challenge is solved by
// proof of work, off the main thread in Web Workers where the browser has them, and sent as the
// widget would send it: a base64 JSON payload of the challenge and its solution. Nothing to click
// and nothing loaded from a third party.
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { messages } from '@vishwas/domain'
import { getChallenge, type BotChallenge } from '../api/get-challenge'

export class BotCheckError extends Error {
  constructor() {
    super(messages.recaptchaNotInitialized)
    this.name = 'BotCheckError'
  }
}

function startWorker(): Worker {
  return new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' })
}

async function solve(challenge: BotChallenge) {
  if (typeof Worker === 'undefined') return solveChallenge({ challenge, deriveKey })
  const concurrency = Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1))
  return solveChallengeWorkers({ challenge, concurrency, createWorker: startWorker })
}

/** Fetches a challenge and solves it; SPEC §8's 'reCAPTCHA not initialized' when it cannot. */
export async function runBotCheck(): Promise<string> {
  try {
    const challenge = await getChallenge()
    const solution = await solve(challenge)
    if (!solution) throw new BotCheckError()
    const { parameters, signature } = challenge
    return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }))
  } catch (error) {
    console.warn('Bot check failed:', error)
    throw new BotCheckError()
  }
}

export type BotCheck = typeof runBotCheck
