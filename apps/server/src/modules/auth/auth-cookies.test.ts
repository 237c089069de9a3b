// The OpenAPI document says what the session cookies are, and it is what the server sets: each
// attribute of the real Set-Cookie headers of /auth/token and /auth/refresh is checked against
// the document's words for that call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { testDatabase } from '../../test/test-app'
import { authTestApp, demoUsers, resetIdentityTables, sendCode, sentCode, verifyCode } from './auth-test-kit'

let app: App

beforeAll(async () => {
  const database = await testDatabase()
  await resetIdentityTables(database)
  app = await authTestApp({ database })
})
afterAll(() => app.close())

type SetCookie = { name: string; attributes: Map<string, string | undefined> }

function parseSetCookies(header: string | string[] | number | undefined): SetCookie[] {
  return (Array.isArray(header) ? header : [String(header)]).map((line) => {
    const [pair = '', ...parts] = line.split(';').map((part) => part.trim())
    const attributes = new Map(parts.map((part) => [part.split('=')[0]?.toLowerCase() ?? '', part.split('=')[1]]))
    return { name: pair.split('=')[0] ?? '', attributes }
  })
}

/** The Set-Cookie headers of /auth/token for a fresh sign-in, and of /auth/refresh after it. */
async function cookiesSet(): Promise<Record<string, SetCookie[]>> {
  const { phoneNumber } = demoUsers.buyer
  const sent = await sendCode(app, phoneNumber)
  const verified = await verifyCode(app, sent.json<{ verificationId: string }>().verificationId, await sentCode(app, phoneNumber))
  const { uid, idToken } = verified.json<{ data: { uid: string; idToken: string } }>().data
  const token = await app.inject({ method: 'POST', url: '/api/auth/token', payload: { uid, phoneNumber, idToken } })
  const { refreshToken } = token.json<{ data: { refreshToken: string } }>().data
  const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })
  return { '/api/auth/token': parseSetCookies(token.headers['set-cookie']), '/api/auth/refresh': parseSetCookies(refresh.headers['set-cookie']) }
}

describe('the session cookies in the OpenAPI document', () => {
  it('describes exactly the attributes that are set, and says the access cookie is readable by the page, and why', async () => {
    const document = (await app.inject('/api/openapi.json')).json<{ paths: Record<string, Record<string, { description?: string }>> }>()
    for (const [path, cookies] of Object.entries(await cookiesSet())) {
      expect(cookies.map((cookie) => cookie.name)).toEqual(['vishwas_access', 'vishwas_refresh'])
      const description = document.paths[path]?.post?.description ?? ''
      for (const cookie of cookies) {
        expect(description).toContain(`Max-Age=${cookie.attributes.get('max-age') ?? 'none'}`)
        expect(description).toContain(`Path=${cookie.attributes.get('path') ?? 'none'}`)
        expect(description).toContain(`SameSite=${cookie.attributes.get('samesite') ?? 'none'}`)
        expect(description.includes('Secure')).toBe(cookie.attributes.has('secure'))
        const said = new RegExp(`\`${cookie.name}\`: [^:]*?, (not HttpOnly|HttpOnly)\\b`).exec(description)
        expect(said?.[1]).toBe(cookie.attributes.has('httponly') ? 'HttpOnly' : 'not HttpOnly')
      }
      expect(description).toMatch(/`vishwas_access`: the access token \(15 minutes\), not HttpOnly, by design: the web app reads it to send the `Authorization: Bearer` header/)
    }
  })
})
