// The OpenAPI 3.1 document, generated from the routes' zod schemas: served at
// /api/openapi.json, with the reference UI at /api/docs. Every route documents itself.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import { version } from '../version'
import { contentSecurityPolicy } from './security'

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${options.config.brandName} API`,
          description:
            'The property marketplace API. Success: `{ "success": true, ...payload }`. Failure: `{ "success": false, "message", "code", "errors"? }`.',
          version,
        },
        servers: [],
        tags: [
          { name: 'health', description: 'Service status' },
          { name: 'properties', description: 'Public listings, views, analytics and statistics' },
          { name: 'schemas', description: 'Entity schemas as JSON Schema' },
        ],
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      // The reference UI injects <style> elements; allow that on its pages only.
      staticCSP: { ...contentSecurityPolicy, 'style-src': ["'self'", "'unsafe-inline'"] },
    })
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger())
  },
  { name: 'swagger' },
)
