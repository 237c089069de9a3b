// Signed tokens (jose, HS256 only): the access token (15 min: uid, did, roles; iss, aud and typ
// checked) and the identity proof that /auth/otp/verify hands out for /auth/token (5 min). Each
// kind has its own key derived from TOKEN_SIGNING_KEY, its own audience and its own typ, so one
// can never pass for the other. Headers that point elsewhere for a key (jku, jwk, x5u, x5c) are
// refused outright; 'none' and every other algorithm fail the algorithm allow-list.
import { hkdfSync } from 'node:crypto'
import { checkTokenPayload, rolesSchema, type Logger, type Roles, type TokenPayload } from '@vishwas/domain'
import { SignJWT, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose'
import { TOKEN_POLICY } from './auth-policy'
import type { Clock } from './clock'

const ALGORITHM = 'HS256'
const FOREIGN_KEY_HEADERS = ['jku', 'jwk', 'x5u', 'x5c', 'x5t', 'x5t#S256'] as const

export type AccessClaims = { uid: string; did: string; roles: Roles }
export type AccessPayload = TokenPayload & { roles: Roles }
export type IdentityProof = { uid: string; phoneNumber: string; verificationId: string }

export interface AuthTokens {
  signAccessToken(claims: AccessClaims): Promise<{ token: string; expiresAt: number }>
  /** The payload when the token is ours, unexpired and passes SPEC §5's rule; otherwise null. */
  verifyAccessToken(token: string, log?: Logger): Promise<AccessPayload | null>
  signIdentityProof(proof: IdentityProof): Promise<string>
  verifyIdentityProof(token: string): Promise<IdentityProof | null>
}

/** A 256-bit key for one purpose, derived from the configured signing key. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'vishwas', purpose, 32))
}

function hasForeignKeyHeader(token: string): boolean {
  try {
    const header = decodeProtectedHeader(token) as Record<string, unknown>
    return FOREIGN_KEY_HEADERS.some((name) => name in header)
  } catch {
    return true
  }
}

export function createAuthTokens(options: { signingKey: string; clock: Clock }): AuthTokens {
  const accessKey = deriveKey(options.signingKey, 'access-token')
  const identityKey = deriveKey(options.signingKey, 'identity-proof')
  const nowSeconds = () => Math.floor(options.clock.now() / 1000)

  async function verify(token: string, key: Uint8Array, audience: string, typ: string): Promise<JWTPayload | null> {
    if (token.length > 4096 || hasForeignKeyHeader(token)) return null
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_POLICY.issuer,
        audience,
        typ,
        currentDate: new Date(options.clock.now()),
        requiredClaims: ['iat', 'exp'],
      })
      return payload
    } catch {
      return null
    }
  }

  return {
    async signAccessToken(claims) {
      const issuedAt = nowSeconds()
      const expiresAt = issuedAt + TOKEN_POLICY.accessTtlSeconds
      const token = await new SignJWT({ uid: claims.uid, did: claims.did, roles: claims.roles })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'access' })
        .setIssuer(TOKEN_POLICY.issuer)
        .setAudience(TOKEN_POLICY.accessAudience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(accessKey)
      return { token, expiresAt }
    },

    async verifyAccessToken(token, log = () => undefined) {
      const payload = await verify(token, accessKey, TOKEN_POLICY.accessAudience, 'access')
      if (!payload) return null
      // SPEC §5 from the domain: uid and did present and different (problems are logged).
      const check = checkTokenPayload(payload, options.clock.now(), log)
      if (!check.valid) return null
      const roles = rolesSchema.safeParse(check.payload.roles ?? {})
      return roles.success ? { ...check.payload, roles: roles.data } : null
    },

    signIdentityProof(proof) {
      const issuedAt = nowSeconds()
      return new SignJWT({ phone_number: proof.phoneNumber })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'id' })
        .setIssuer(TOKEN_POLICY.issuer)
        .setAudience(TOKEN_POLICY.identityAudience)
        .setSubject(proof.uid)
        .setJti(proof.verificationId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_POLICY.identityTtlSeconds)
        .sign(identityKey)
    },

    async verifyIdentityProof(token) {
      const payload = await verify(token, identityKey, TOKEN_POLICY.identityAudience, 'id')
      if (!payload || typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.phone_number !== 'string') return null
      return { uid: payload.sub, phoneNumber: payload.phone_number, verificationId: payload.jti }
    },
  }
}
