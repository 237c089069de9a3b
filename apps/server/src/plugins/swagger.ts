// The OpenAPI 3.1 document, generated from the routes' zod schemas: served at
// /api/openapi.json, with the reference UI at /api/docs. Every route documents itself; its
// operationId and security are added here from the route's method, path and guards.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
import type { Config } from '../config'
import { version } from '../version'
import { operationIdFor, securityFor, securitySchemes } from './openapi-operations'
import { routeAuth } from './route-auth'
import { contentSecurityPolicy } from './security'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that also takes multipart/form-data: its form (documentation; the parts are checked as they stream). */
    formBody?: ZodType
  }
}

/** The zod schemas as JSON Schema; a route with a form body documents it beside its JSON body. */
const transform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document)
  const form = document.route.config?.formBody
  if (!form || !transformed.schema.body) return transformed
  const formSchema: unknown = jsonSchemaTransform({ ...document, schema: { body: form } }).schema.body
  const content = { 'application/json': { schema: transformed.schema.body }, 'multipart/form-data': { schema: formSchema } }
  return { ...transformed, schema: { ...transformed.schema, body: { content } } }
}

/** onRoute: the route's auth (for request.authenticate()'s check) and its operationId and security. */
function describeOperation(route: RouteOptions): void {
  const auth = routeAuth(route)
  route.config = { ...route.config, auth }
  const schema = route.schema
  if (schema?.hide) return
  if (schema && 'security' in schema) throw new Error(`${String(route.method)} ${route.url}: security is derived from the route's guards; remove schema.security`)
  const method = Array.isArray(route.method) ? route.method.join('') : route.method
  // A new object: Fastify's HEAD route for a GET shares the GET's schema object.
  route.schema = { ...schema, operationId: schema?.operationId ?? operationIdFor(method, route.url), security: securityFor(auth) }
}

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.addHook('onRoute', describeOperation)
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${options.config.brandName} API`,
          description:
            'The property marketplace API. Success: `{ "success": true, ...payload }`. Failure: `{ "success": false, "message", "code", "errors"? }`.',
          version,
        },
        // The API is served by the same origin as this document, under /api.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: { securitySchemes },
        tags: [
          { name: 'health', description: 'Service status' },
          { name: 'properties', description: 'Listings: public reads, views and analytics; the signed-in list, create, edit, compare, import and export' },
          { name: 'property search', description: 'The searches of SPEC §7, by attributes, owners, history and geography' },
          { name: 'schemas', description: 'Entity schemas as JSON Schema' },
          { name: 'scenery', description: "Weather and place names for the page's scene" },
          { name: 'auth', description: 'Phone sign-in with one-time codes, and sessions' },
          { name: 'users', description: 'User records' },
          { name: 'development', description: 'Only outside production with the console SMS provider' },
        ],
      },
      transform,
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
