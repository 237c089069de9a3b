// Security headers (helmet) with a Content-Security-Policy the single-page app works under:
// scripts, styles, fonts and API calls from this origin only; images also from data:/blob:
// URLs and OpenStreetMap tiles for the map pages.
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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

export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      // Our own directives only: helmet's defaults add upgrade-insecure-requests, which would
      // break the app served over plain http on localhost.
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      crossOriginEmbedderPolicy: false,
      // Matches frame-ancestors 'none' for browsers that only read the older header.
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })
  },
  { name: 'security' },
)
