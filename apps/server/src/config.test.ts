// The environment is read once; a bad value stops start-up with a message naming the variable.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, SERVER_ROOT, loadConfig, mapTileOrigin } from './config'

const dataDirs = mkdtempSync(join(tmpdir(), 'vishwas-config-'))
afterAll(() => rmSync(dataDirs, { recursive: true, force: true }))
const dataDir = () => mkdtempSync(join(dataDirs, 'data-'))

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env })
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      filesDir: join(dir, 'files'),
      database: { engine: 'pglite', dataDir: join(dir, 'db'), sharedBuffers: '16MB' },
      demoData: true,
      env: 'development',
      logLevel: 'info',
      brandName: 'Vishwas',
      webDistDir: resolve(SERVER_ROOT, '../web/dist'),
      webRenderEntry: resolve(SERVER_ROOT, '../web/dist/.ssr/entry-server.js'),
      migrationsDir: join(SERVER_ROOT, 'drizzle'),
    })
  })

  it('resolves a relative DATA_DIR against the directory npm was started in', () => {
    expect(loadConfig({ DATA_DIR: 'data', INIT_CWD: '/srv/vishwas' }).dataDir).toBe('/srv/vishwas/data')
  })

  it('uses PostgreSQL when DATABASE_URL is set, PGlite when it is empty', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@db.internal:5432/vishwas' }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@db.internal:5432/vishwas',
    })
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '' }).database.engine).toBe('pglite')
  })

  it("sizes the embedded database's page cache from PGLITE_SHARED_BUFFERS", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS: '64MB' }).database).toMatchObject({ engine: 'pglite', sharedBuffers: '64MB' })
    expect(problemsOf({ PGLITE_SHARED_BUFFERS: 'lots' })).toEqual(['PGLITE_SHARED_BUFFERS: must be a PostgreSQL memory size such as 16MB'])
  })

  it('reads flags and names', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'false', BRAND_NAME: ' Apna Ghar ', PORT: '8080', LOG_LEVEL: 'warn' })
    expect(config).toMatchObject({ demoData: false, brandName: 'Apna Ghar', port: 8080, logLevel: 'warn' })
  })

  it('names every bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DEMO_DATA: 'maybe', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    expect(problems).toHaveLength(5)
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: must be a port number',
        expect.stringMatching(/^DEMO_DATA: must be one of true, 1, yes, on, false/),
        expect.stringMatching(/^LOG_LEVEL: must be one of fatal, error/),
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
        'NODE_ENV: must be development, production or test',
      ]),
    )
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be from 0 to 65535'])
  })

  it('puts the variable names in the error message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '-1' })).toThrow(/Invalid configuration:\n {2}- PORT: must be from 0 to 65535/)
  })

  it('generates the token signing and bot-check keys once and keeps them in DATA_DIR', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir }).secrets
    expect(first.tokenSigningKey.length).toBeGreaterThanOrEqual(32)
    expect(first.altchaHmacKey.length).toBeGreaterThanOrEqual(32)
    expect(first.altchaHmacKey).not.toBe(first.tokenSigningKey)
    expect(loadConfig({ DATA_DIR: dir }).secrets).toEqual(first)
    // The file keeps the simulated payment gateway's secrets beside them.
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toMatchObject(first)
  })

  it('requires TOKEN_SIGNING_KEY and ALTCHA_HMAC_KEY in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'TOKEN_SIGNING_KEY: is required in production (a random string of at least 32 characters)',
      'ALTCHA_HMAC_KEY: is required in production (a random string of at least 32 characters)',
    ])
    expect(problemsOf({ NODE_ENV: 'production', TOKEN_SIGNING_KEY: 'short', ALTCHA_HMAC_KEY: 'x'.repeat(32) })).toEqual(['TOKEN_SIGNING_KEY: must be at least 32 characters'])
    const secrets = { tokenSigningKey: 'x'.repeat(40), altchaHmacKey: 'y'.repeat(40) }
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', TOKEN_SIGNING_KEY: secrets.tokenSigningKey, ALTCHA_HMAC_KEY: secrets.altchaHmacKey })
    expect(config.secrets).toEqual(secrets)
  })

  it('reads the SMS provider and asks for its keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sms).toEqual({ provider: 'console' })
    expect(problemsOf({ SMS_PROVIDER: 'msg91' })).toEqual(['MSG91_AUTH_KEY: is required when SMS_PROVIDER=msg91', 'MSG91_TEMPLATE_ID: is required when SMS_PROVIDER=msg91'])
    expect(problemsOf({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toEqual([
      'TWILIO_AUTH_TOKEN: is required when SMS_PROVIDER=twilio',
      'TWILIO_FROM: is required when SMS_PROVIDER=twilio',
    ])
    expect(problemsOf({ SMS_PROVIDER: 'sms-gateway' })).toEqual(['SMS_PROVIDER: must be console, msg91 or twilio'])
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }).sms).toEqual({
      provider: 'msg91',
      authKey: 'k',
      templateId: 't',
      baseUrl: 'https://control.msg91.com',
    })
  })

  it('cleans ADMIN_PHONES and refuses what is not a number', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_PHONES: '+91 98000 00001, 919800000002' }).auth.adminPhones).toEqual(['+919800000001', '+919800000002'])
    expect(problemsOf({ ADMIN_PHONES: '+919800000001,admin' })).toEqual([
      "ADMIN_PHONES: 'admin' is not a phone number (a comma-separated list such as +919800000001,+919800000002)",
    ])
  })

  it("takes the map tile service's origin from MAP_TILE_URL, or from the web build's VITE_MAP_TILE_URL", () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).mapTileOrigin).toBeNull()
    expect(loadConfig({ DATA_DIR: dir, VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).mapTileOrigin).toBe('https://tile.openstreetmap.org')
    expect(loadConfig({ DATA_DIR: dir, VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILE_URL: 'https://{s}.Tiles.Example.com:8443/v1/{z}/{x}/{y}{r}.png?key=abc' }).mapTileOrigin).toBe(
      'https://*.tiles.example.com:8443',
    )
    expect(mapTileOrigin('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual({ origin: 'http://127.0.0.1:8080' })
    const badTemplate = 'must be a tile URL template starting with http:// or https:// and a host, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png'
    expect(problemsOf({ MAP_TILE_URL: 'tile.example.com/{z}/{x}/{y}.png' })).toEqual([`MAP_TILE_URL: ${badTemplate}`])
    expect(problemsOf({ VITE_MAP_TILE_URL: "https://a.example.com; script-src 'unsafe-inline'/{z}" })).toEqual([`VITE_MAP_TILE_URL: ${badTemplate}`])
    expect(problemsOf({ MAP_TILE_URL: 'https://user@tiles.example.com/{z}/{x}/{y}.png' })).toEqual([`MAP_TILE_URL: ${badTemplate}`])
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles-{s}.example.com/{z}/{x}/{y}.png' })).toEqual([
      "MAP_TILE_URL: its host may hold a placeholder only as its first label ({s}.tile.example.com), which the page's Content-Security-Policy can allow as *.tile.example.com",
    ])
    // A wildcard over a whole top-level domain is not a host.
    expect(problemsOf({ MAP_TILE_URL: 'https://{s}.com/{z}/{x}/{y}.png' })[0]).toMatch(/^MAP_TILE_URL: its host may hold/)
  })

  it('keeps files on disk by default, in an S3 bucket with STORAGE=s3, and asks for the bucket', () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'disk', dir: join(dir, 'files') })
    expect(loadConfig({ DATA_DIR: dir, STORAGE: 's3', S3_BUCKET: 'vishwas-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).storage).toEqual({
      kind: 's3',
      bucket: 'vishwas-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    })
    expect(loadConfig({ DATA_DIR: dir, STORAGE: 's3', S3_BUCKET: 'vishwas-files', S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'https://files.vishwas.example' }).storage).toMatchObject({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.vishwas.example',
    })
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'vishwas-files', S3_PUBLIC_ENDPOINT: 'files.vishwas.example' })[0]).toMatch(/^S3_PUBLIC_ENDPOINT: /)
    expect(problemsOf({ STORAGE: 's3' })).toEqual(['S3_BUCKET: is required when STORAGE=s3'])
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'vishwas-files', S3_ACCESS_KEY_ID: 'a' })).toEqual(['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither'])
    expect(problemsOf({ STORAGE: 'ftp' })).toEqual(['STORAGE: must be disk or s3'])
  })

  it('pays through Razorpay with PAYMENT_PROVIDER=razorpay, and asks for its three keys', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' })).toEqual([
      'RAZORPAY_KEY_ID: is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET: is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=razorpay',
    ])
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_Vishwas000001', RAZORPAY_KEY_SECRET: ' ' })).toEqual([
      'RAZORPAY_KEY_SECRET: is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=razorpay',
    ])
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual(['PAYMENT_PROVIDER: must be simulated or razorpay'])
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_Vishwas000001', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret' }
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'razorpay', ...keys }).payments).toEqual({
      feeBasisPoints: 0,
      provider: 'razorpay',
      keyId: 'rzp_test_Vishwas000001',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
      baseUrl: 'https://api.razorpay.com',
    })
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'razorpay', RAZORPAY_BASE_URL: 'http://127.0.0.1:4010', ...keys }).payments).toMatchObject({ baseUrl: 'http://127.0.0.1:4010' })
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_BASE_URL: 'api.razorpay.com', ...keys })).toEqual(['RAZORPAY_BASE_URL: must be an http:// or https:// URL'])
    // Keys given without choosing Razorpay change nothing: the simulated gateway stays.
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys }).payments).toMatchObject({ provider: 'simulated' })
  })
})
