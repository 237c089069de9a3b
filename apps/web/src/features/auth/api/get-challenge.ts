import type { Challenge } from 'altcha-lib'
import { api } from '../../../lib/api-client'

/** ALTCHA's challenge (altcha-lib's v2 shape: signed parameters), solved invisibly before a code is sent. */
export type BotChallenge = Challenge

interface ChallengeResponse {
  success: true
  challenge: BotChallenge
}

/** GET /api/auth/challenge. */
export async function getChallenge(signal?: AbortSignal): Promise<BotChallenge> {
  const { challenge } = await api.get<ChallengeResponse>('/auth/challenge', { signal })
  return challenge
}
