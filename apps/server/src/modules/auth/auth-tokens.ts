// Signed tokens (jose, HS256 only): the access token (15 min: uid, did, roles, and sid, the
// session's refresh-token family, which the auth plugin checks is not revoked; iss, aud and typ
// checked) and the identity proof that /auth/otp/verify hands out for /auth/token (5 min). Each
// kind has its own key derived from TOKEN_SIGNING_KEY, its own audience and its own typ, so one
// can never pass for the other. Headers that point elsewhere for a key (jku, jwk, x5u, x5c) are
// refused outright; 'none' and every other algorithm fail the algorithm allow-list. Verifying
// is on every authenticated request, so the keys are imported once and a checked access token
// is remembered (its expiry is still checked on every use).
import { hkdfSync, webcrypto } from 'node:crypto'
import { checkTokenPayload, type Logger, type Roles, type TokenPayload } from '@vishwas/domain'
import { SignJWT, jwtVerify, type JWTPayload } from 'jose'
import { TOKEN_POLICY } from './auth-policy'
import type { Clock } from './clock'

const ALGORITHM = 'HS256'
/** Access tokens whose signature has been checked, kept so a client's next calls skip the crypto. */
const VERIFIED_CACHE_SIZE = 10_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const FOREIGN_KEY_HEADERS = ['jku', 'jwk', 'x5u', 'x5c', 'x5t', 'x5t#S256'] as const

/** `sessionId`: the refresh-token family the token belongs to (claim `sid`); revoking it ends the token. */
export type AccessClaims = { uid: string; did: string; roles: Roles; sessionId: string }
export type AccessTokenPayload = TokenPayload & { sid: string }
export type IdentityProof = { uid: string; phoneNumber: string; verificationId: string }

export interface AuthTokens {
  /** `notAfterMs`: the token expires then if that is sooner than its usual lifetime (the session's end). */
  signAccessToken(claims: AccessClaims, options?: { notAfterMs?: number }): Promise<{ token: string; expiresAt: number }>
  /**
   * The payload when the token is ours, unexpired, names its session and passes SPEC §5's rule;
   * otherwise null. Its roles are what they were at issue, and its session may have been revoked
   * since: callers read both from the database.
   */
  verifyAccessToken(token: string, log?: Logger): Promise<AccessTokenPayload | null>
  signIdentityProof(proof: IdentityProof): Promise<string>
  verifyIdentityProof(token: string): Promise<IdentityProof | null>
}

/** A 256-bit key for one purpose, derived from the configured signing key. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'vishwas', purpose, 32))
}

/** The key as a WebCrypto HMAC key, imported once (jose would import a raw key on every call). */
function hmacKey(raw: Uint8Array): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

export function createAuthTokens(options: { signingKey: string; clock: Clock }): AuthTokens {
  const accessKey = hmacKey(deriveKey(options.signingKey, 'access-token'))
  const identityKey = hmacKey(deriveKey(options.signingKey, 'identity-proof'))
  const nowSeconds = () => Math.floor(options.clock.now() / 1000)
  const verified = new Map<string, JWTPayload>()

  async function verify(token: string, key: Promise<webcrypto.CryptoKey>, audience: string, typ: string): Promise<JWTPayload | null> {
    if (token.length > 4096) return null
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_POLICY.issuer,
        audience,
        typ,
        currentDate: new Date(options.clock.now()),
        requiredClaims: ['iat', 'exp'],
      })
      return FOREIGN_KEY_HEADERS.some((name) => name in protectedHeader) ? null : payload
    } catch {
      return null
    }
  }

  return {
    async signAccessToken(claims, { notAfterMs } = {}) {
      const issuedAt = nowSeconds()
      const expiresAt = Math.min(issuedAt + TOKEN_POLICY.accessTtlSeconds, notAfterMs === undefined ? Infinity : Math.floor(notAfterMs / 1000))
      const token = await new SignJWT({ uid: claims.uid, did: claims.did, roles: claims.roles, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'access' })
        .setIssuer(TOKEN_POLICY.issuer)
        .setAudience(TOKEN_POLICY.accessAudience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await accessKey)
      return { token, expiresAt }
    },

    async verifyAccessToken(token, log = () => undefined) {
      // A token is immutable: once its signature and claims have passed, the same string only
      // needs its expiry checked again (below, with SPEC's rule). Failures are never kept.
      const payload = verified.get(token) ?? (await verify(token, accessKey, TOKEN_POLICY.accessAudience, 'access'))
      if (!payload) return null
      const { sid } = payload
      if (typeof sid !== 'string' || !UUID.test(sid)) return null
      // SPEC §5 from the domain: unexpired, uid and did present and different (problems are logged).
      const check = checkTokenPayload(payload, options.clock.now(), log)
      if (!check.valid) {
        verified.delete(token)
        return null
      }
      if (!verified.has(token)) {
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '')
        verified.set(token, payload)
      }
      return { ...check.payload, sid }
    },

    async signIdentityProof(proof) {
      const issuedAt = nowSeconds()
      return new SignJWT({ phone_number: proof.phoneNumber })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'id' })
        .setIssuer(TOKEN_POLICY.issuer)
        .setAudience(TOKEN_POLICY.identityAudience)
        .setSubject(proof.uid)
        .setJti(proof.verificationId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_POLICY.identityTtlSeconds)
        .sign(await identityKey)
    },

    async verifyIdentityProof(token) {
      const payload = await verify(token, identityKey, TOKEN_POLICY.identityAudience, 'id')
      if (!payload || typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.phone_number !== 'string') return null
      return { uid: payload.sub, phoneNumber: payload.phone_number, verificationId: payload.jti }
    },
  }
}
