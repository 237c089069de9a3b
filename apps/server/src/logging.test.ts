// Development logs are for people: one readable line per request and the console SMS provider's
// code on a line of its own; elsewhere one JSON object per line. The override that opens the
// development outbox to the network is announced loudly at start.
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, type App } from './app'
import type { DatabaseHandle } from './db/database'
import { TEST_ENV, demoUsers, resetIdentityTables, sendCode } from './modules/auth/auth-test-kit'
import { testConfig, testDatabase } from './test/test-app'

let database: DatabaseHandle
const apps: App[] = []

async function appLogging(env: Record<string, string>): Promise<{ app: App; lines: () => Promise<string[]> }> {
  const destination = new PassThrough()
  let text = ''
  destination.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8')
  })
  const app = await buildApp(testConfig({ ...TEST_ENV, LOG_LEVEL: 'info', ...env }), { database, logDestination: destination })
  apps.push(app)
  // The pretty stream writes on a later tick.
  const lines = async () => {
    await new Promise((resolve) => setImmediate(resolve))
    return text.split('\n').filter((line) => line !== '')
  }
  return { app, lines }
}

beforeAll(async () => {
  database = await testDatabase()
})
beforeEach(() => resetIdentityTables(database))
afterAll(() => Promise.all(apps.map((app) => app.close())))

const phone = demoUsers.seller.phoneNumber

describe('pretty logs (development)', () => {
  it('puts the one-time code on a readable line of its own and each request on one line', async () => {
    const { app, lines } = await appLogging({ LOG_FORMAT: 'pretty' })
    expect((await sendCode(app, phone)).statusCode).toBe(200)
    const { code } = (await app.inject({ url: '/api/dev/outbox', query: { phoneNumber: phone } })).json<{ code: string }>()
    const logged = await lines()
    const codeLines = logged.filter((line) => line.includes('one-time code'))
    expect(codeLines).toHaveLength(1)
    expect(codeLines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: one-time code for \+919800000002: \d{6}$/)
    expect(codeLines[0]?.endsWith(`: ${code}`)).toBe(true)
    expect(logged.some((line) => /^\[\d{2}:\d{2}:\d{2}\] INFO: POST \/api\/auth\/otp\/send 200 \d+\.\d ms$/.test(line))).toBe(true)
    expect(logged.filter((line) => line.startsWith('{'))).toEqual([])
  })
})

describe('JSON logs (production, tests)', () => {
  it('keeps one JSON object per line, the code in its own field', async () => {
    const { app, lines } = await appLogging({ LOG_FORMAT: 'json' })
    await sendCode(app, phone)
    const entries = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.find((entry) => String(entry.msg).startsWith('one-time code'))).toMatchObject({ level: 30, phoneNumber: phone, code: expect.stringMatching(/^\d{6}$/) })
    expect(entries.some((entry) => entry.msg === 'request completed')).toBe(true)
  })
})

describe('UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK', () => {
  it('is warned about at start', async () => {
    const { lines } = await appLogging({ LOG_FORMAT: 'json', UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: 'true' })
    const warnings = (await lines()).map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40)
    // Among the start-up warnings (the test's web build, for one, has no server render).
    expect(warnings.map((entry) => entry.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK is set: GET \/api\/dev\/outbox shows every sign-in code to anyone/)]))
  })
})
