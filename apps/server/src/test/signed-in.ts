// Signed-in callers for route tests that are not about sign-in itself: an access token minted
// with the app's own signer for a user row that exists (the auth plugin re-reads roles from the
// database on every request, so the user must be stored; resetIdentityTables stores the demo users).
// Its session is one nobody revoked (no refresh-token rows), so tables can be reset under it.
import { randomUUID } from 'node:crypto'
import type { App } from '../app'
import { demoUsers } from '../db/seed/users'

export type DemoRole = keyof typeof demoUsers

/** The Authorization header of a demo user (admin, seller, dealer or buyer). */
export async function authHeaders(app: App, role: DemoRole): Promise<{ authorization: string }> {
  const user = demoUsers[role]
  const { token } = await app.identity.tokens.signAccessToken({
    uid: user.uid,
    did: user.id,
    roles: { isAdmin: user.isAdmin, isSeller: user.isSeller, isDealer: user.isDealer },
    sessionId: randomUUID(),
  })
  return { authorization: `Bearer ${token}` }
}

/** The headers of each demo user, for tests that speak as several of them. */
export async function demoHeaders(app: App): Promise<Record<DemoRole, { authorization: string }>> {
  const roles = Object.keys(demoUsers) as DemoRole[]
  const headers = await Promise.all(roles.map((role) => authHeaders(app, role)))
  return Object.fromEntries(roles.map((role, i) => [role, headers[i]])) as Record<DemoRole, { authorization: string }>
}
