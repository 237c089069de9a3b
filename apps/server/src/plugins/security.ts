// Security headers (helmet) with a Content-Security-Policy the single-page app works under:
// scripts, styles, fonts and API calls from this origin only; images also from data:/blob:
// URLs and OpenStreetMap tiles for the map pages, and from the street tile service the web build
// draws its maps with (MAP_TILE_URL or VITE_MAP_TILE_URL); images and media also from the file
// storage's own origin when it hands out presigned URLs (S3).
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

/** What Razorpay's Checkout loads and frames (only with PAYMENT_PROVIDER=razorpay). */
export const razorpayCheckoutSources = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
} as const

/**
 * The policy with photos and videos also allowed from `fileOrigins`, map tiles from
 * `mapTileOrigins`, and the payment gateway's checkout when it is Razorpay's.
 */
export function contentSecurityPolicyWith(fileOrigins: readonly string[], mapTileOrigins: readonly string[] = [], razorpayCheckout = false): typeof contentSecurityPolicy & { 'frame-src'?: string[] } {
  const tiles = mapTileOrigins.filter((origin) => !contentSecurityPolicy['img-src'].includes(origin))
  const checkout = (directive: keyof typeof razorpayCheckoutSources) => (razorpayCheckout ? razorpayCheckoutSources[directive] : [])
  return {
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...checkout('script-src')],
    'connect-src': [...contentSecurityPolicy['connect-src'], ...checkout('connect-src')],
    'img-src': [...contentSecurityPolicy['img-src'], ...tiles, ...fileOrigins, ...checkout('img-src')],
    'media-src': [...contentSecurityPolicy['media-src'], ...fileOrigins],
    ...(razorpayCheckout ? { 'frame-src': [...razorpayCheckoutSources['frame-src']] } : {}),
  }
}

const helmetOptions = (fileOrigins: readonly string[], mapTileOrigins: readonly string[], razorpayCheckout: boolean): HelmetOptions => ({
  // Our own directives only: helmet's defaults add upgrade-insecure-requests, which would
  // break the app served over plain http on localhost.
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyWith(fileOrigins, mapTileOrigins, razorpayCheckout) },
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

export type SecurityOptions = { fileOrigins?: readonly string[]; mapTileOrigins?: readonly string[]; razorpayCheckout?: boolean }

export default fp(
  (app: FastifyInstance, options: SecurityOptions, done: () => void) => {
    const headers = helmetHeaders(helmetOptions(options.fileOrigins ?? [], options.mapTileOrigins ?? [], options.razorpayCheckout ?? false))
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers)
      next()
    })
    done()
  },
  { name: 'security' },
)
