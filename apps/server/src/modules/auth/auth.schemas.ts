// Schemas of the identity service's calls (ARCHITECTURE §7), for validation and OpenAPI.
import { rolesSchema } from '@vishwas/domain'
import { z } from 'zod'
import { userRecordSchema } from '../users/users.schemas'

export const challengeResponseSchema = z.object({
  success: z.literal(true),
  challenge: z
    .object({
      parameters: z.object({
        algorithm: z.string(),
        cost: z.number().int(),
        expiresAt: z.number().int().meta({ description: 'Unix seconds after which the challenge is refused.' }),
        keyLength: z.number().int(),
        keyPrefix: z.string().meta({ description: 'Hex prefix the derived key of the solving counter starts with.' }),
        nonce: z.string(),
        salt: z.string(),
      }),
      signature: z.string().meta({ description: 'HMAC of the parameters (canonical JSON).' }),
    })
    .meta({ title: 'AltchaChallenge', description: "An ALTCHA proof-of-work challenge (altcha-lib's v2 protocol); solved invisibly by the sign-in page." }),
})

export const signInOptionsResponseSchema = z.object({
  success: z.literal(true),
  devOutbox: z.boolean().meta({
    description:
      'Whether this caller may read one-time codes from GET /api/dev/outbox (the sign-in page shows its development notice only then): the console SMS provider outside production, to a client on the server\'s machine or, with UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK, to everyone.',
  }),
})

export const sendCodeBodySchema = z.strictObject({
  phoneNumber: z.string().max(32).meta({ description: 'The mobile number, E.164 (+91XXXXXXXXXX); cleaned to digits with a leading plus.' }),
  altcha: z.string().max(4096).optional().meta({ description: "The solved challenge: the ALTCHA widget's base64 payload." }),
})

export const sendCodeResponseSchema = z.object({
  success: z.literal(true),
  verificationId: z.uuid(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
})

export const verifyCodeBodySchema = z.strictObject({
  verificationId: z.string().max(100).optional().meta({ description: 'From the send; without it the answer is SPEC\'s "No verification ID found".' }),
  code: z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code' }),
})

export const verifyCodeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    uid: z.string().meta({ description: 'The identity id of the phone number.' }),
    idToken: z.string().meta({ description: 'Proof of the verified number for /auth/token: signed, single use, 5 minutes.' }),
  }),
})

export const tokenBodySchema = z.strictObject({
  uid: z.string().min(1).max(128),
  phoneNumber: z.string().min(1).max(32),
  idToken: z.string().min(1).max(4096),
})

const sessionTokensSchema = z.object({
  accessToken: z.string().meta({ description: 'JWT, 15 minutes: uid, did, roles.' }),
  refreshToken: z.string().meta({ description: 'Opaque, single use: each refresh returns a new one.' }),
})

export const tokenResponseSchema = z.object({ success: z.literal(true), data: sessionTokensSchema.extend({ user: userRecordSchema }) })

export const refreshBodySchema = z
  .strictObject({ refreshToken: z.string().min(1).max(256).optional().meta({ description: 'Defaults to the vishwas_refresh cookie.' }) })
  // A POST without a body at all is fine too.
  .nullish()

export const refreshResponseSchema = z.object({ success: z.literal(true), data: sessionTokensSchema })

export const validateResponseSchema = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  payload: z.object({ uid: z.string(), did: z.string(), exp: z.number().int(), roles: rolesSchema }),
})
