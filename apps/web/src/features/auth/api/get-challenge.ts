import { api } from '../../../lib/api-client'

/** ALTCHA's challenge (altcha-lib's v1 shape), solved invisibly before a code is sent. */
export interface BotChallenge {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

interface ChallengeResponse {
  success: true
  challenge: BotChallenge
}

/** GET /api/auth/challenge. */
export async function getChallenge(signal?: AbortSignal): Promise<BotChallenge> {
  const { challenge } = await api.get<ChallengeResponse>('/auth/challenge', { signal })
  return challenge
}
