// SPEC §5 token rule: a token is valid only if it decodes, is unexpired, and has uid and did
// present and different. Problems are logged, never thrown: 'Token missing uid or did',
// 'Invalid token: uid and did are the same'. The signature is the server's business (jose);
// this reads the payload, as the client does before trusting a stored token.
import { z } from 'zod'
import { messages } from '../messages'
import { doc } from '../schemas/doc'
import { rolesSchema } from '../user/user-schema'

export const tokenPayloadSchema = z
  .looseObject({
    uid: z.string().min(1).meta(doc('Identity id', 'The id from phone sign-in.')),
    did: z.string().min(1).meta(doc('User id', 'users.id: the lookup id of the user record; differs from uid.')),
    exp: z.number().int().meta(doc('Expires', 'Expiry time, seconds since the epoch.')),
    iat: z.number().int().optional().meta(doc('Issued at', 'Issue time, seconds since the epoch.')),
    roles: rolesSchema.optional(),
  })
  .meta(doc('Token payload', 'What an access token carries.'))
export type TokenPayload = z.output<typeof tokenPayloadSchema>

export type TokenCheck =
  | { valid: true; payload: TokenPayload }
  | { valid: false; reason: 'undecodable' | 'expired' | 'missing-ids' | 'same-ids' }

export type Logger = (message: string) => void

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=')
  const binary = atob(base64)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/** The payload of a JWT (not verified), or undefined when it does not decode to an object. */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | undefined {
  const segment = token?.split('.')[1]
  if (!segment) return undefined
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(segment))
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** Checks a decoded payload at `nowMs`; logs SPEC's messages for missing or equal ids. */
export function checkTokenPayload(payload: Record<string, unknown>, nowMs: number, log: Logger = console.warn): TokenCheck {
  const { exp, uid, did } = payload
  if (typeof exp !== 'number' || exp * 1000 <= nowMs) return { valid: false, reason: 'expired' }
  const present = (value: unknown) => typeof value === 'string' && value !== ''
  if (!present(uid) || !present(did)) {
    log(messages.tokenMissingUidOrDid)
    return { valid: false, reason: 'missing-ids' }
  }
  if (uid === did) {
    log(messages.tokenUidEqualsDid)
    return { valid: false, reason: 'same-ids' }
  }
  const parsed = tokenPayloadSchema.safeParse(payload)
  return parsed.success ? { valid: true, payload: parsed.data } : { valid: false, reason: 'undecodable' }
}

export function checkToken(token: string | null | undefined, nowMs: number = Date.now(), log?: Logger): TokenCheck {
  const payload = decodeTokenPayload(token)
  if (!payload) return { valid: false, reason: 'undecodable' }
  return checkTokenPayload(payload, nowMs, log)
}

export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now(), log?: Logger): boolean {
  return checkToken(token, nowMs, log).valid
}
