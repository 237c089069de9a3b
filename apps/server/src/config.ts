// The environment, read and validated once at start (ARCHITECTURE §2). Nothing else in the server
// reads process.env: the config is built here and passed down.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_BRAND, cleanPhoneNumber } from '@vishwas/domain'
import { z } from 'zod'
import { PGLITE_DEFAULT_SHARED_BUFFERS } from './db/pglite-settings'
import { parseJobSchedule, type JobSchedule } from './jobs/job-schedule'
import { isLoopbackAddress } from './lib/loopback'
import { GOOGLE_GEOCODING_URL } from './providers/geocoder/google-geocoder'
import { OTP_POLICY } from './modules/auth/auth-policy'
import { NOMINATIM_URL } from './providers/geocoder/nominatim-geocoder'
import { GOOGLE_WEATHER_URL } from './providers/weather/google-weather'
import { MSG91_BASE_URL } from './providers/sms/msg91-sms'
import { TWILIO_BASE_URL } from './providers/sms/twilio-sms'
import { OPEN_METEO_URL } from './providers/weather/open-meteo-weather'
import { RAZORPAY_BASE_URL } from './providers/payments/razorpay-base-url'
import { META_GRAPH_API_VERSION, META_GRAPH_URL } from './providers/analytics/meta-graph'

/** apps/server, both from src/config.ts and from the bundle in dist/. */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle')

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const truthy = ['true', '1', 'yes', 'on']
const falsy = ['false', '0', 'no', 'off']

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => truthy.includes(v) || falsy.includes(v), { error: `must be one of ${[...truthy, ...falsy].join(', ')}` })
    .transform((v) => truthy.includes(v))
    .optional()
    .transform((v) => v ?? fallback)

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/.+/.test(v) && URL.canParse(v), { error: 'must be an http:// or https:// URL' })

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be from 0 to 65535' })
    .max(65535, { error: 'must be from 0 to 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\/.+/.test(v) && URL.canParse(v), { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DEMO_DATA: flag(true),
  // The embedded database's page cache (db/pglite-client.ts): a PostgreSQL memory size.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .trim()
    .regex(/^\d{1,7}(kB|MB|GB)$/, { error: 'must be a PostgreSQL memory size such as 16MB' })
    .default(PGLITE_DEFAULT_SHARED_BUFFERS),
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  BRAND_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  // The server render's module (plugins/web.ts); the web build's by default.
  WEB_RENDER_ENTRY: z.string().trim().min(1).optional(),
  // How long a rendered first view serves other anonymous visitors of the same address (plugins/first-view-cache.ts); 0 renders every request.
  WEB_RENDER_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' }).max(60_000, { error: 'must be at most 60000' }).default(2000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).default(600),
  // Rate limits and sign-in throttles shared by every instance (plugins/rate-limit.ts); memory when unset.
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => /^rediss?:\/\/.+/.test(v) && URL.canParse(v), { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  TRUST_PROXY: z.string().trim().optional(),
  // The development outbox to every client, not only this machine's (see devOutboxConfig).
  UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: flag(false),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  // Identity (ARCHITECTURE §7): secrets are generated into $DATA_DIR/secrets.json unless given; required in production.
  TOKEN_SIGNING_KEY: z.string().trim().min(32, { error: 'must be at least 32 characters' }).optional(),
  ALTCHA_HMAC_KEY: z.string().trim().min(32, { error: 'must be at least 32 characters' }).optional(),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(100_000, { error: 'must be at most 100000' }).default(OTP_POLICY.sendsPerIp.limit),
  OTP_VERIFICATIONS_PER_IP_PER_5_MINUTES: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(100_000, { error: 'must be at most 100000' }).default(OTP_POLICY.verificationsPerIp.limit),
  ALTCHA_MAX_NUMBER: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(10, { error: 'must be at least 10' }).max(10_000_000, { error: 'must be at most 10000000' }).default(100_000),
  ADMIN_PHONES: z.string().trim().optional(),
  SMS_PROVIDER: z.enum(['console', 'msg91', 'twilio'], { error: 'must be console, msg91 or twilio' }).default('console'),
  MSG91_AUTH_KEY: z.string().trim().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().trim().min(1).optional(),
  MSG91_BASE_URL: httpUrl.default(MSG91_BASE_URL),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_FROM: z.string().trim().min(1).optional(),
  TWILIO_BASE_URL: httpUrl.default(TWILIO_BASE_URL),
  INIT_CWD: z.string().optional(),
  // Scenery: weather and place names (ARCHITECTURE §2). Base URLs can point at a test server.
  // auto: Open-Meteo (keyless) with the offline astronomy when it cannot be reached (providers/weather/auto-weather.ts).
  WEATHER_PROVIDER: z.enum(['auto', 'offline', 'google', 'open-meteo'], { error: 'must be auto, offline, google or open-meteo' }).default('auto'),
  GOOGLE_WEATHER_API_KEY: z.string().trim().min(1).optional(),
  GOOGLE_WEATHER_URL: httpUrl.default(GOOGLE_WEATHER_URL),
  OPEN_METEO_URL: httpUrl.default(OPEN_METEO_URL),
  GEOCODER: z.enum(['offline', 'google', 'nominatim'], { error: 'must be offline, google or nominatim' }).default('offline'),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1).optional(),
  GOOGLE_GEOCODING_URL: httpUrl.default(GOOGLE_GEOCODING_URL),
  NOMINATIM_URL: httpUrl.default(NOMINATIM_URL),
  // Files (ARCHITECTURE §2): local disk under $DATA_DIR/files, or S3-compatible object storage.
  STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  // Scheduled jobs (jobs/): whether this instance runs them, and how often each runs.
  JOBS: flag(true),
  JOB_SCHEDULE: z.string().trim().optional(),
  S3_PUBLIC_ENDPOINT: httpUrl.optional(),
  // The street tile service the web build draws its maps with (VITE_MAP_TILE_URL, read here too so
  // one variable serves both); the page's policy allows its origin for images (see mapTileOrigin).
  MAP_TILE_URL: z.string().trim().optional(),
  VITE_MAP_TILE_URL: z.string().trim().optional(),
  // Payments (ARCHITECTURE §2): the embedded test gateway, or Razorpay.
  PAYMENT_PROVIDER: z.enum(['simulated', 'razorpay'], { error: 'must be simulated or razorpay' }).default('simulated'),
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_BASE_URL: httpUrl.default(RAZORPAY_BASE_URL),
  // The platform's fee on a deal's release, in basis points (100 = 1 %).
  PLATFORM_FEE_BASIS_POINTS: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be from 0 to 10000' }).max(10_000, { error: 'must be from 0 to 10000' }).default(0),
  // The simulated gateway sends its webhooks like a real one: some twice, some late.
  SIMULATED_WEBHOOK_DUPLICATE_RATE: z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be from 0 to 1' }).max(1, { error: 'must be from 0 to 1' }).default(0.25),
  // Analytics tags (ARCHITECTURE §2): off unless their ids are set, and then only after consent.
  GA_MEASUREMENT_ID: z.string().trim().toUpperCase().regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a GA4 measurement id such as G-ABC123XYZ' }).optional(),
  META_PIXEL_ID: z.string().trim().regex(/^\d{5,20}$/, { error: 'must be a Meta pixel id (digits)' }).optional(),
  META_CAPI_TOKEN: z.string().trim().min(20, { error: 'must be a Conversions API access token' }).optional(),
  META_GRAPH_URL: httpUrl.default(META_GRAPH_URL),
  META_GRAPH_API_VERSION: z.string().trim().regex(/^v\d{1,3}\.\d{1,2}$/, { error: 'must be a Graph API version such as v21.0' }).default(META_GRAPH_API_VERSION),
  SIMULATED_WEBHOOK_MAX_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be from 0 to 600000' }).max(600_000, { error: 'must be from 0 to 600000' }).default(3000),
})

export type DatabaseConfig = { engine: 'pglite'; dataDir: string; sharedBuffers?: string } | { engine: 'postgres'; url: string }
export type WeatherConfig = { provider: 'offline' } | { provider: 'auto'; baseUrl: string } | { provider: 'google'; apiKey: string; baseUrl: string } | { provider: 'open-meteo'; baseUrl: string }
export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string }
/**
 * Where files live: a folder on this machine, or an S3-compatible bucket (`endpoint` unset: AWS's
 * own for the region; credentials unset: the SDK's default chain, e.g. an instance role).
 */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3'
      bucket: string
      region: string
      endpoint?: string
      forcePathStyle: boolean
      credentials?: { accessKeyId: string; secretAccessKey: string }
      /** The address browsers reach the bucket at, when it is not `endpoint` (presigned URLs are signed for it). */
      publicEndpoint?: string
    }
/**
 * Payments: the gateway and its secrets, and the platform's fee. The simulated gateway signs its
 * checkout answers and webhooks with secrets of its own, generated into $DATA_DIR like the others.
 */
export type PaymentsConfig = { feeBasisPoints: number } & (
  | { provider: 'simulated'; keySecret: string; webhookSecret: string; webhookDuplicateRate: number; webhookMaxDelayMs: number }
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; baseUrl: string }
)
/**
 * Analytics tags, each off (null) unless configured: GA4 by its measurement id, the Meta pixel by
 * its id, and beside it the server-side Conversions API when its token is set too.
 */
export type AnalyticsConfig = {
  gaMeasurementId: string | null
  metaPixel: { pixelId: string; conversionsApi: { accessToken: string; baseUrl: string; apiVersion: string } | null } | null
}
export type GeocoderConfig = { provider: 'offline' } | { provider: 'google'; apiKey: string; baseUrl: string } | { provider: 'nominatim'; baseUrl: string; userAgent: string }

/**
 * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy, through proxy-addr): none,
 * or these addresses and CIDR ranges. The client address is the first untrusted one from the right.
 */
export type TrustProxy = false | string[]

/**
 * Who GET /api/dev/outbox answers: nobody (production, or a real SMS provider), clients on this
 * machine, or everyone who reaches the server (UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK).
 */
export type DevOutboxAudience = 'none' | 'loopback' | 'network'

export type Config = {
  port: number
  host: string
  dataDir: string
  filesDir: string
  /** Where uploaded files are kept (STORAGE); uploads in progress wait in $DATA_DIR/uploads on disk. */
  storage: StorageConfig
  database: DatabaseConfig
  demoData: boolean
  env: 'development' | 'production' | 'test'
  logLevel: (typeof logLevels)[number]
  /** `pretty`: readable lines (development's default); `json`: one JSON object per line. */
  logFormat: 'pretty' | 'json'
  brandName: string
  webDistDir: string
  /** The web build's server render (apps/web/src/entry-server.tsx built); pages go out as the client shell when it is absent. */
  webRenderEntry: string
  /** How long a rendered first view serves other anonymous visitors of the same address; 0: never kept. */
  webRenderCacheMs: number
  migrationsDir: string
  rateLimitPerMinute: number
  /** Where rate limits and sign-in throttles live: Redis at this URL, else this process's memory. */
  redisUrl: string | undefined
  trustProxy: TrustProxy
  secrets: { tokenSigningKey: string; altchaHmacKey: string }
  /** Phone sign-in: numbers made admin on first sign-in (E.164), and the bot check's difficulty. */
  /** otpSendsPerIpPerHour: codes sent to any numbers from one client address in an hour; otpVerificationsPerIp: codes tried from one address in OTP_POLICY's window (5 minutes). */
  auth: { adminPhones: string[]; altchaMaxNumber: number; otpSendsPerIpPerHour: number; otpVerificationsPerIp: number }
  sms: SmsConfig
  devOutbox: DevOutboxAudience
  weather: WeatherConfig
  geocoder: GeocoderConfig
  /** Scheduled jobs: run by this instance or not, and each job's interval (null: off). */
  jobs: { enabled: boolean; schedule: JobSchedule }
  /** The origin of the street tile service the maps draw (a CSP source such as `https://*.tile.example.com`), or null: the offline basemap. */
  mapTileOrigin: string | null
  payments: PaymentsConfig
  analytics: AnalyticsConfig
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Environment = Record<string, string | undefined>

/** Empty variables count as unset (`DATABASE_URL=` selects the embedded database). */
function withoutEmpty(env: Environment): Environment {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
}

/**
 * Parses the environment. Relative paths resolve against the directory npm was started in
 * (INIT_CWD), so `npm run seed` in a workspace and `npm start` at the root share ./data.
 */
export function loadConfig(env: Environment = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env))
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`))
  }
  const e = parsed.data
  const base = e.INIT_CWD ?? process.cwd()
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(base, e.DATA_DIR)
  const webDistDir = e.WEB_DIST_DIR ? resolve(base, e.WEB_DIST_DIR) : resolve(SERVER_ROOT, '../web/dist')
  if (e.NODE_ENV === 'production') {
    const missingSecrets = (['TOKEN_SIGNING_KEY', 'ALTCHA_HMAC_KEY'] as const)
      .filter((name) => !e[name])
      .map((name) => `${name}: is required in production (a random string of at least 32 characters)`)
    if (missingSecrets.length > 0) throw new ConfigError(missingSecrets)
  }
  const adminPhones = (e.ADMIN_PHONES ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '')
  const badAdminPhone = adminPhones.find((p) => !/^\+?[\d\s-]{8,20}$/.test(p))
  const trustProxy = parseTrustProxy(e.TRUST_PROXY)
  const devOutbox = devOutboxConfig(e)
  const jobSchedule = parseJobSchedule(e.JOB_SCHEDULE)
  const tileUrl = e.MAP_TILE_URL ?? e.VITE_MAP_TILE_URL
  const tileOrigin = tileUrl === undefined ? null : mapTileOrigin(tileUrl)
  const problems = [
    ...jobSchedule.problems,
    tileOrigin !== null && 'problem' in tileOrigin && `${e.MAP_TILE_URL !== undefined ? 'MAP_TILE_URL' : 'VITE_MAP_TILE_URL'}: ${tileOrigin.problem}`,
    typeof trustProxy === 'string' && trustProxy,
    typeof devOutbox === 'object' && devOutbox.problem,
    badAdminPhone !== undefined && `ADMIN_PHONES: '${badAdminPhone}' is not a phone number (a comma-separated list such as +919800000001,+919800000002)`,
    e.SMS_PROVIDER === 'msg91' && !e.MSG91_AUTH_KEY && 'MSG91_AUTH_KEY: is required when SMS_PROVIDER=msg91',
    e.SMS_PROVIDER === 'msg91' && !e.MSG91_TEMPLATE_ID && 'MSG91_TEMPLATE_ID: is required when SMS_PROVIDER=msg91',
    e.SMS_PROVIDER === 'twilio' && !e.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER=twilio',
    e.SMS_PROVIDER === 'twilio' && !e.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN: is required when SMS_PROVIDER=twilio',
    e.SMS_PROVIDER === 'twilio' && !e.TWILIO_FROM && 'TWILIO_FROM: is required when SMS_PROVIDER=twilio',
    e.WEATHER_PROVIDER === 'google' && !e.GOOGLE_WEATHER_API_KEY && 'GOOGLE_WEATHER_API_KEY: is required when WEATHER_PROVIDER=google',
    e.GEOCODER === 'google' && !e.GOOGLE_MAPS_API_KEY && 'GOOGLE_MAPS_API_KEY: is required when GEOCODER=google',
    e.STORAGE === 's3' && !e.S3_BUCKET && 'S3_BUCKET: is required when STORAGE=s3',
    ...(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).map((name) => e.PAYMENT_PROVIDER === 'razorpay' && !e[name] && `${name}: is required when PAYMENT_PROVIDER=razorpay`),
    e.META_CAPI_TOKEN !== undefined && e.META_PIXEL_ID === undefined && 'META_PIXEL_ID: is required when META_CAPI_TOKEN is set (the Conversions API sends events to a pixel)',
    e.STORAGE === 's3' && Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY) && 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither',
  ].filter((problem) => problem !== false)
  if (problems.length > 0 || typeof trustProxy === 'string' || typeof devOutbox === 'object') throw new ConfigError(problems)
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: join(dataDir, 'files'),
    storage: storageConfig(e, join(dataDir, 'files')),
    database: e.DATABASE_URL ? { engine: 'postgres', url: e.DATABASE_URL } : { engine: 'pglite', dataDir: join(dataDir, 'db'), sharedBuffers: e.PGLITE_SHARED_BUFFERS },
    demoData: e.DEMO_DATA,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    brandName: e.BRAND_NAME,
    webDistDir,
    webRenderEntry: e.WEB_RENDER_ENTRY ? resolve(base, e.WEB_RENDER_ENTRY) : join(webDistDir, '.ssr', 'entry-server.js'),
    webRenderCacheMs: e.WEB_RENDER_CACHE_MS,
    migrationsDir: MIGRATIONS_DIR,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    trustProxy,
    secrets: {
      tokenSigningKey: e.TOKEN_SIGNING_KEY ?? localSecret(dataDir, 'tokenSigningKey'),
      altchaHmacKey: e.ALTCHA_HMAC_KEY ?? localSecret(dataDir, 'altchaHmacKey'),
    },
    auth: { adminPhones: adminPhones.map((p) => cleanPhoneNumber(p)), altchaMaxNumber: e.ALTCHA_MAX_NUMBER, otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR, otpVerificationsPerIp: e.OTP_VERIFICATIONS_PER_IP_PER_5_MINUTES },
    sms: smsConfig(e),
    devOutbox,
    weather: weatherConfig(e),
    geocoder: geocoderConfig(e),
    jobs: { enabled: e.JOBS, schedule: jobSchedule.schedule },
    mapTileOrigin: tileOrigin !== null && 'origin' in tileOrigin ? tileOrigin.origin : null,
    payments: paymentsConfig(e, dataDir),
    analytics: analyticsConfig(e),
  }
}

function analyticsConfig(e: z.output<typeof envSchema>): AnalyticsConfig {
  const conversionsApi = e.META_CAPI_TOKEN ? { accessToken: e.META_CAPI_TOKEN, baseUrl: e.META_GRAPH_URL, apiVersion: e.META_GRAPH_API_VERSION } : null
  return {
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    metaPixel: e.META_PIXEL_ID ? { pixelId: e.META_PIXEL_ID, conversionsApi } : null,
  }
}

function paymentsConfig(e: z.output<typeof envSchema>, dataDir: string): PaymentsConfig {
  const feeBasisPoints = e.PLATFORM_FEE_BASIS_POINTS
  if (e.PAYMENT_PROVIDER === 'razorpay') {
    return { feeBasisPoints, provider: 'razorpay', keyId: e.RAZORPAY_KEY_ID ?? '', keySecret: e.RAZORPAY_KEY_SECRET ?? '', webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '', baseUrl: e.RAZORPAY_BASE_URL }
  }
  return {
    feeBasisPoints,
    provider: 'simulated',
    keySecret: localSecret(dataDir, 'simulatedGatewayKeySecret'),
    webhookSecret: localSecret(dataDir, 'simulatedGatewayWebhookSecret'),
    webhookDuplicateRate: e.SIMULATED_WEBHOOK_DUPLICATE_RATE,
    webhookMaxDelayMs: e.SIMULATED_WEBHOOK_MAX_DELAY_MS,
  }
}

/**
 * The CSP source that allows a Leaflet tile URL template's images: its scheme and host, with a
 * subdomain placeholder as the first label (`https://{s}.tile.example.com/{z}/{x}/{y}.png`) as
 * CSP's wildcard (`https://*.tile.example.com`). A placeholder anywhere else in the host cannot be
 * said in a policy and is refused.
 */
export function mapTileOrigin(template: string): { origin: string } | { problem: string } {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template)
  const refused = { problem: 'must be a tile URL template starting with http:// or https:// and a host, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png' }
  // Only a host's characters (and a port): anything else could add to the policy it goes into.
  if (!match || !/^[a-z0-9.{}:[\]-]+$/i.test(match[2]!)) return refused
  const [, scheme, authority] = match as unknown as [string, string, string]
  const [first, ...rest] = authority.split('.')
  const wildcard = first !== undefined && /^\{[a-z]+\}$/i.test(first) && rest.length >= 2
  const host = wildcard ? `placeholder.${rest.join('.')}` : authority
  if (host.includes('{') || !URL.canParse(`${scheme}://${host}`)) {
    return { problem: 'its host may hold a placeholder only as its first label ({s}.tile.example.com), which the page\'s Content-Security-Policy can allow as *.tile.example.com' }
  }
  const origin = new URL(`${scheme.toLowerCase()}://${host}`).origin
  return { origin: wildcard ? origin.replace('://placeholder.', '://*.') : origin }
}

/** Names proxy-addr knows for address ranges (loopback, link-local, unique local). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal']
const TRUST_PROXY_EXAMPLE = "name your proxies' addresses or ranges, for example TRUST_PROXY=10.0.0.0/8,127.0.0.1"

/** An address or a range in CIDR notation (10.0.0.0/8, fd00::/8), or one of proxy-addr's names. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset or false for none, else the trusted proxies' addresses and ranges. `true`
 * would trust every X-Forwarded-For hop, so any client could name its own address and walk past
 * every per-address limit; a hop count cannot tell a proxy from a client that connects directly
 * (Fastify refuses it for that reason). Both are refused. Returns the problem as a string.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || falsy.includes(text)) return false
  if (/^\d+$/.test(text)) {
    return `TRUST_PROXY: a number of proxies cannot tell a proxy from a client that connects directly; ${TRUST_PROXY_EXAMPLE}`
  }
  if (truthy.includes(text)) {
    return `TRUST_PROXY: '${value ?? ''}' would trust every X-Forwarded-For hop, so any client could choose its own address; ${TRUST_PROXY_EXAMPLE}`
  }
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.find((entry) => !isAddressOrRange(entry))
  if (bad !== undefined) return `TRUST_PROXY: '${bad}' is not an IP address or a CIDR range; ${TRUST_PROXY_EXAMPLE}`
  return entries
}

/** Whether a listen address only takes connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return h === 'localhost' || isLoopbackAddress(h)
}

/**
 * The development outbox shows anyone who can call it every sign-in code: it exists only with the
 * console SMS provider outside production, and answers only this machine. A server that listens
 * beyond this machine with it does not start, unless the operator says loudly that they want the
 * codes shown on the network (a phone on the office Wi-Fi trying the app).
 */
function devOutboxConfig(e: z.output<typeof envSchema>): DevOutboxAudience | { problem: string } {
  if (e.NODE_ENV === 'production' || e.SMS_PROVIDER !== 'console') return 'none'
  if (e.UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK) return 'network'
  if (isLoopbackHost(e.HOST)) return 'loopback'
  return {
    problem:
      `HOST, SMS_PROVIDER: HOST=${e.HOST} takes connections from other machines, and with SMS_PROVIDER=console (outside production) ` +
      'every sign-in code is readable by whoever can reach the server. Listen on 127.0.0.1, set SMS_PROVIDER=msg91 or twilio, ' +
      'or set UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK=true if everyone on that network may sign in as anyone',
  }
}

function weatherConfig(e: z.output<typeof envSchema>): WeatherConfig {
  if (e.WEATHER_PROVIDER === 'google') return { provider: 'google', apiKey: e.GOOGLE_WEATHER_API_KEY ?? '', baseUrl: e.GOOGLE_WEATHER_URL }
  if (e.WEATHER_PROVIDER === 'open-meteo') return { provider: 'open-meteo', baseUrl: e.OPEN_METEO_URL }
  if (e.WEATHER_PROVIDER === 'auto') return { provider: 'auto', baseUrl: e.OPEN_METEO_URL }
  return { provider: 'offline' }
}

function smsConfig(e: z.output<typeof envSchema>): SmsConfig {
  if (e.SMS_PROVIDER === 'msg91') return { provider: 'msg91', authKey: e.MSG91_AUTH_KEY ?? '', templateId: e.MSG91_TEMPLATE_ID ?? '', baseUrl: e.MSG91_BASE_URL }
  if (e.SMS_PROVIDER === 'twilio') {
    return { provider: 'twilio', accountSid: e.TWILIO_ACCOUNT_SID ?? '', authToken: e.TWILIO_AUTH_TOKEN ?? '', from: e.TWILIO_FROM ?? '', baseUrl: e.TWILIO_BASE_URL }
  }
  return { provider: 'console' }
}

function storageConfig(e: z.output<typeof envSchema>, filesDir: string): StorageConfig {
  if (e.STORAGE === 'disk') return { kind: 'disk', dir: filesDir }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } } : {}),
    ...(e.S3_PUBLIC_ENDPOINT ? { publicEndpoint: e.S3_PUBLIC_ENDPOINT } : {}),
  }
}

function geocoderConfig(e: z.output<typeof envSchema>): GeocoderConfig {
  if (e.GEOCODER === 'google') return { provider: 'google', apiKey: e.GOOGLE_MAPS_API_KEY ?? '', baseUrl: e.GOOGLE_GEOCODING_URL }
  // Nominatim's usage policy asks every application to identify itself.
  if (e.GEOCODER === 'nominatim') return { provider: 'nominatim', baseUrl: e.NOMINATIM_URL, userAgent: `${e.BRAND_NAME} property marketplace (reverse geocoding)` }
  return { provider: 'offline' }
}

/** A development secret: generated on first use and kept in $DATA_DIR/secrets.json. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets.json')
  const stored: Record<string, unknown> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const existing = stored[name]
  if (typeof existing === 'string' && existing.length >= 32) return existing
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify({ ...stored, [name]: secret }, null, 2) + '\n', { mode: 0o600 })
  return secret
}

/** The test run's database engine (the root vitest config sets TEST_ENGINE per project). */
export function loadTestSettings(env: Environment = process.env): { engine: 'pglite' | 'postgres'; postgresUrl?: string; workerId: string } {
  const engine = env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'
  if (engine === 'postgres' && !env.TEST_DATABASE_URL) throw new ConfigError(['TEST_DATABASE_URL: is required when TEST_ENGINE=postgres'])
  return { engine, postgresUrl: env.TEST_DATABASE_URL, workerId: env.VITEST_POOL_ID ?? env.VITEST_WORKER_ID ?? '1' }
}
