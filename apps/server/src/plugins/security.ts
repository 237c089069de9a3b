// Security headers (helmet) with a Content-Security-Policy the single-page app works under:
// scripts, styles, fonts and API calls from this origin only; images also from data:/blob:
// URLs and OpenStreetMap tiles for the map pages, and from the street tile service the web build
// draws its maps with (MAP_TILE_URL or VITE_MAP_TILE_URL); images and media also from the file
// storage's own origin when it hands out presigned URLs (S3). GA4's and the Meta pixel's origins
// are allowed only when their ids are configured (analyticsSources).
//
// The headers depend on the options only, so helmet works them out once, at start-up, and each
// reply gets the same set. (@fastify/helmet builds helmet's middleware again on each request:
// 0.1 ms of CPU, a quarter of the server's work on a read of one listing.)
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Style attributes set by libraries (map panes, drawing tools); no inline <style> or <script>.
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
}

/** The policy with photos and videos also allowed from `fileOrigins`, and map tiles from `mapTileOrigins`. */
export function contentSecurityPolicyWith(fileOrigins: readonly string[], mapTileOrigins: readonly string[] = []): typeof contentSecurityPolicy {
  const tiles = mapTileOrigins.filter((origin) => !contentSecurityPolicy['img-src'].includes(origin))
  return {
    ...contentSecurityPolicy,
    'img-src': [...contentSecurityPolicy['img-src'], ...tiles, ...fileOrigins],
    'media-src': [...contentSecurityPolicy['media-src'], ...fileOrigins],
  }
}

/** Extra sources per directive, for the analytics tags and the payment gateway's checkout. */
export type ExtraSources = Partial<Record<'script-src' | 'img-src' | 'connect-src' | 'frame-src', readonly string[]>>

/** What Razorpay's Checkout loads, calls and frames (only with PAYMENT_PROVIDER=razorpay). */
export const razorpayCheckoutSources: ExtraSources = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
}

/** Several sets of extra sources as one. */
export function mergeSources(...sets: ExtraSources[]): ExtraSources {
  const merged: ExtraSources = {}
  for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src'] as const) {
    const list = sets.flatMap((set) => set[name] ?? [])
    if (list.length > 0) merged[name] = list
  }
  return merged
}

/** The origins GA4 (Google's CSP guide for GA4) and the Meta pixel load from and send to, for the tags that are configured. */
export function analyticsSources(analytics: { ga: boolean; meta: boolean }): ExtraSources {
  const ga = analytics.ga
    ? {
        'script-src': ['https://*.googletagmanager.com'],
        'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      }
    : {}
  const meta = analytics.meta
    ? { 'script-src': ['https://connect.facebook.net'], 'img-src': ['https://www.facebook.com'], 'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'] }
    : {}
  const sources: ExtraSources = {}
  for (const name of ['script-src', 'img-src', 'connect-src'] as const) {
    const list = [...(ga[name] ?? []), ...(meta[name] ?? [])]
    if (list.length > 0) sources[name] = list
  }
  return sources
}

function withExtra(policy: typeof contentSecurityPolicy, extra: ExtraSources): typeof contentSecurityPolicy & { 'frame-src'?: string[] } {
  return {
    ...policy,
    'script-src': [...policy['script-src'], ...(extra['script-src'] ?? [])],
    'img-src': [...policy['img-src'], ...(extra['img-src'] ?? [])],
    'connect-src': [...policy['connect-src'], ...(extra['connect-src'] ?? [])],
    ...(extra['frame-src'] ? { 'frame-src': [...extra['frame-src']] } : {}),
  }
}

const helmetOptions = (fileOrigins: readonly string[], mapTileOrigins: readonly string[], extra: ExtraSources): HelmetOptions => ({
  // Our own directives only: helmet's defaults add upgrade-insecure-requests, which would
  // break the app served over plain http on localhost.
  contentSecurityPolicy: { useDefaults: false, directives: withExtra(contentSecurityPolicyWith(fileOrigins, mapTileOrigins), extra) },
  crossOriginEmbedderPolicy: false,
  // Matches frame-ancestors 'none' for browsers that only read the older header.
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
})

/** The headers helmet's middleware sets for `options`, taken down by running it once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  }
  let finished = false
  // Helmet throws on bad options. Ours hold no directive functions, so its middleware reads
  // nothing of the request and finishes at once.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true))
  if (!finished) throw new Error('helmet did not set its headers at once')
  return headers
}

export type SecurityOptions = { fileOrigins?: readonly string[]; mapTileOrigins?: readonly string[]; extraSources?: ExtraSources }

export default fp(
  (app: FastifyInstance, options: SecurityOptions, done: () => void) => {
    const headers = helmetHeaders(helmetOptions(options.fileOrigins ?? [], options.mapTileOrigins ?? [], options.extraSources ?? {}))
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers)
      next()
    })
    done()
  },
  { name: 'security' },
)
