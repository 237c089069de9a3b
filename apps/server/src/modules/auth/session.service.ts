// Sessions (ARCHITECTURE §7; OWASP ASVS 5.0 §9, §10.4). /auth/token spends the identity proof of
// a verified code once and starts a refresh-token family (the first sign-in creates the user).
// Every refresh rotates: the old token is marked, a child is issued. The same old token shown
// again within 10 s (two tabs refreshing together) gets a sibling; after that it is a replay and
// the whole family is revoked. No family outlives 30 days; logout revokes the family.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { accountMessages, cleanPhoneNumber, type Roles } from '@vishwas/domain'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../errors'
import { unauthenticated } from '../../plugins/auth-guards'
import type { UsersRepository } from '../users/users.repository'
import { toUserRecord, type UserRecord } from '../users/users.service'
import { TOKEN_POLICY } from './auth-policy'
import type { AuthTokens } from './auth-tokens'
import { authMessages } from './auth.messages'
import type { Clock } from './clock'
import type { OtpRepository } from './otp.repository'
import type { RefreshTokensRepository } from './refresh-tokens.repository'

export type SessionDependencies = {
  refreshTokens: RefreshTokensRepository
  users: UsersRepository
  otp: OtpRepository
  tokens: AuthTokens
  clock: Clock
  /** Numbers that become admins on their first sign-in (ADMIN_PHONES). */
  adminPhones: readonly string[]
  log: FastifyBaseLogger
}

export type SessionTokens = { accessToken: string; refreshToken: string }

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')

const sessionExpired = () => unauthenticated(authMessages.sessionExpired)

async function issueTokens(
  deps: SessionDependencies,
  input: { user: { did: string; uid: string; roles: Roles }; familyId: string; familyExpiresAtMs: number; parentId: string | null },
): Promise<SessionTokens> {
  const now = deps.clock.now()
  const refreshToken = randomBytes(TOKEN_POLICY.refreshTokenBytes).toString('base64url')
  const stored = await deps.refreshTokens.insert({
    id: randomUUID(),
    familyId: input.familyId,
    parentId: input.parentId,
    userId: input.user.did,
    tokenHash: hashRefreshToken(refreshToken),
    nowMs: now,
    expiresAtMs: Math.min(now + TOKEN_POLICY.refreshIdleMs, input.familyExpiresAtMs),
    familyExpiresAtMs: input.familyExpiresAtMs,
  })
  if (!stored) throw sessionExpired()
  const { token } = await deps.tokens.signAccessToken(
    { uid: input.user.uid, did: input.user.did, roles: input.user.roles, sessionId: input.familyId },
    { notAfterMs: input.familyExpiresAtMs },
  )
  return { accessToken: token, refreshToken }
}

/** POST /auth/token: the verified phone's session; its user is created on the first sign-in. */
export async function createSession(
  deps: SessionDependencies,
  input: { uid: string; phoneNumber: string; idToken: string },
): Promise<SessionTokens & { user: UserRecord }> {
  const now = deps.clock.now()
  const proof = await deps.tokens.verifyIdentityProof(input.idToken)
  const phoneNumber = cleanPhoneNumber(input.phoneNumber)
  if (!proof || proof.uid !== input.uid || proof.phoneNumber !== phoneNumber) throw unauthenticated(authMessages.signInNotConfirmed)
  if (!(await deps.otp.markExchanged({ id: proof.verificationId, phoneNumber, nowMs: now }))) throw unauthenticated(authMessages.signInNotConfirmed)

  const user =
    (await deps.users.findByPhone(phoneNumber)) ??
    (await deps.users.createFromSignIn({ uid: proof.uid, phoneNumber, isAdmin: deps.adminPhones.includes(phoneNumber) }))
  if (!user || user.uid !== proof.uid) throw unauthenticated(authMessages.signInNotConfirmed)
  if (user.suspended) throw new AppError('FORBIDDEN', accountMessages.accountSuspended)

  await deps.refreshTokens.deleteExpired({ userId: user.id, nowMs: now })
  const tokens = await issueTokens(deps, {
    user: { did: user.id, uid: user.uid, roles: { isAdmin: user.isAdmin, isSeller: user.isSeller, isDealer: user.isDealer } },
    familyId: randomUUID(),
    familyExpiresAtMs: now + TOKEN_POLICY.refreshAbsoluteMs,
    parentId: null,
  })
  return { ...tokens, user: toUserRecord(user) }
}

/** POST /auth/refresh: rotates the refresh token; roles in the new access token are read afresh. */
export async function refreshSession(deps: SessionDependencies, input: { refreshToken?: string | undefined }): Promise<SessionTokens> {
  if (!input.refreshToken) throw sessionExpired()
  const now = deps.clock.now()
  const row = await deps.refreshTokens.findByHash(hashRefreshToken(input.refreshToken))
  if (!row || row.revoked || row.familyRevoked || row.expiresAtMs <= now || row.familyExpiresAtMs <= now) throw sessionExpired()

  const rotatedNow = row.rotatedAtMs === null && (await deps.refreshTokens.markRotated({ id: row.id, nowMs: now }))
  if (!rotatedNow) {
    const rotatedAt = row.rotatedAtMs ?? (await deps.refreshTokens.rotatedAt(row.id)) ?? now
    if (now - rotatedAt > TOKEN_POLICY.refreshGraceMs) {
      await deps.refreshTokens.revokeFamily({ familyId: row.familyId, nowMs: now })
      deps.log.warn({ familyId: row.familyId, userId: row.userId }, 'a rotated refresh token was used again: its family is revoked')
      throw sessionExpired()
    }
  }

  const access = await deps.users.findAccess(row.userId)
  if (!access) throw sessionExpired()
  return issueTokens(deps, {
    user: { did: row.userId, uid: access.uid, roles: access.roles },
    familyId: row.familyId,
    familyExpiresAtMs: row.familyExpiresAtMs,
    parentId: row.id,
  })
}

/**
 * POST /auth/logout: revokes the session's family, named by the refresh token and by the caller's
 * access token (`sessionId`); its access tokens stop working at once (plugins/auth.ts).
 */
export async function endSession(deps: SessionDependencies, input: { refreshToken?: string | undefined; sessionId?: string | undefined }): Promise<void> {
  const row = input.refreshToken ? await deps.refreshTokens.findByHash(hashRefreshToken(input.refreshToken)) : undefined
  const families = new Set([row?.familyId, input.sessionId].filter((id) => id !== undefined))
  for (const familyId of families) await deps.refreshTokens.revokeFamily({ familyId, nowMs: deps.clock.now() })
}
