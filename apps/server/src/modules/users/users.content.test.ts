// Profile text reaches other people's pages (a seller's name on a listing): it is stored exactly
// as typed, markup included, and rendered as text; control and text-direction characters are refused.
import { plainTextMessages } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { authHeaders } from '../../test/signed-in'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { demoUsers, resetIdentityTables } from '../auth/auth-test-kit'

let app: App
let database: DatabaseHandle
beforeAll(async () => {
  database = await testDatabase()
  app = await buildTestApp({ database })
})
afterAll(() => app.close())
beforeEach(() => resetIdentityTables(database))

const put = async (payload: object) => app.inject({ method: 'PUT', url: `/api/users/${demoUsers.seller.id}`, payload, headers: await authHeaders(app, 'seller') })

describe('PUT /api/users/{did}: profile text', () => {
  it('keeps markup as text, exactly as typed', async () => {
    const profile = { fullName: '<img src=x onerror="window.__pwned=1">', city: '<script>window.__pwned=1</script>', state: '"><svg onload=alert(1)>', country: "javascript:alert('x')" }
    const response = await put(profile)
    expect(response.statusCode).toBe(200)
    expect(response.json<{ user: unknown }>().user).toMatchObject(profile)
    const read = await app.inject({ url: '/api/users/me', headers: await authHeaders(app, 'seller') })
    expect(read.json<{ user: unknown }>().user).toMatchObject(profile)
  })

  it.each([['a line break', 'Priya\nVerma'], ['a right-to-left override', 'Priya\u202EamreV'], ['a bell', 'Priya\u0007']])('refuses %s in a name', async (_name, fullName) => {
    const response = await put({ fullName })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toContain(`Full name ${plainTextMessages.line}`)
  })
})
