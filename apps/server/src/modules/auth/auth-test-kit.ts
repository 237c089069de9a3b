// Test helpers for the identity service: the app on the worker's database with a clock the test
// moves, the demo users, the bot check solved with altcha-lib's own (v2) solver (cheap: ALTCHA_MAX_NUMBER
// is 100 in tests), and the sign-in flow through app.inject.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { buildApp, type App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { demoUsers } from '../../db/seed/users'
import { resetDatabase, testConfig, testDatabase } from '../../test/test-app'
import type { Clock } from './clock'

export { demoUsers }

export type ManualClock = Clock & { advance(ms: number): void }

export function manualClock(start = Date.now()): ManualClock {
  let now = start
  return {
    now: () => now,
    advance: (ms) => {
      now += ms
    },
  }
}

export const TEST_ENV = { ALTCHA_MAX_NUMBER: '100' }

export async function authTestApp(options: { env?: Record<string, string>; clock?: Clock; database?: DatabaseHandle } = {}): Promise<App> {
  const database = options.database ?? (await testDatabase())
  return buildApp(testConfig({ ...TEST_ENV, ...options.env }), { database, ...(options.clock ? { clock: options.clock } : {}) })
}

/** Empty tables plus the four demo users (admin, seller, dealer, buyer), no listings. */
export async function resetIdentityTables(database: DatabaseHandle): Promise<void> {
  await resetDatabase(database)
  await database.query('TRUNCATE otp_challenges, refresh_tokens')
  await database.query(
    `INSERT INTO users (id, uid, phone_number, full_name, email, is_admin, is_seller, is_dealer, account_type, kyc_status, segment, state, city)
     SELECT u.id, u.uid, u."phoneNumber", u."fullName", u.email, u."isAdmin", u."isSeller", u."isDealer", u."accountType", u."kycStatus", u.segment, u.state, u.city
       FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, uid text, "phoneNumber" text, "fullName" text, email text, "isAdmin" boolean, "isSeller" boolean,
            "isDealer" boolean, "accountType" text, "kycStatus" text, segment text, state text, city text)`,
    [JSON.stringify(Object.values(demoUsers))],
  )
}

/** A solved bot check, as the sign-in page sends it. */
export async function solveBotCheck(app: App): Promise<string> {
  const { challenge } = (await app.inject('/api/auth/challenge')).json<{ challenge: Challenge }>()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the test challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export async function sendCode(app: App, phoneNumber: string, options: { ip?: string; altcha?: string } = {}) {
  const altcha = options.altcha ?? (await solveBotCheck(app))
  return app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { phoneNumber, altcha }, remoteAddress: options.ip ?? '203.0.113.10' })
}

/** The code the console SMS provider last "sent" to the number. */
export async function sentCode(app: App, phoneNumber: string): Promise<string> {
  const response = await app.inject({ url: '/api/dev/outbox', query: { phoneNumber } })
  if (response.statusCode !== 200) throw new Error(`no code for ${phoneNumber}: ${response.body}`)
  return response.json<{ code: string }>().code
}

export function verifyCode(app: App, verificationId: string | undefined, code: string, ip = '203.0.113.10') {
  return app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { verificationId, code }, remoteAddress: ip })
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

export type SignedIn = { accessToken: string; refreshToken: string; user: { id: string; uid: string; roles: Record<string, boolean> } & Record<string, unknown> }

/** Phone sign-in from send to /auth/token; the token response's data. */
export async function signIn(app: App, phoneNumber: string, ip = '203.0.113.10'): Promise<SignedIn> {
  const sent = await sendCode(app, phoneNumber, { ip })
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`)
  const verified = await verifyCode(app, sent.json<{ verificationId: string }>().verificationId, await sentCode(app, phoneNumber), ip)
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`)
  const { uid, idToken } = verified.json<{ data: { uid: string; idToken: string } }>().data
  const token = await app.inject({ method: 'POST', url: '/api/auth/token', payload: { uid, phoneNumber, idToken }, remoteAddress: ip })
  if (token.statusCode !== 200) throw new Error(`token failed: ${token.body}`)
  return token.json<{ data: SignedIn }>().data
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })
