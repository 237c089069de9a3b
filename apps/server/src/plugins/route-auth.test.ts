// The OpenAPI security of a route follows its guards, for routes added later too: a module of the
// kind other issues add, registered on the real plugins, documents itself without a list to keep.
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineDatabase } from '../db/offline'
import { testConfig } from '../test/test-app'
import auth, { requireSignedIn } from './auth'
import db from './db'
import errorHandler from './error-handler'
import swagger from './swagger'

let app: FastifyInstance
type Operation = { operationId: string; security: unknown }
let operations: Record<string, Operation>

beforeAll(async () => {
  const config = testConfig()
  app = Fastify()
  await app.register(errorHandler)
  await app.register(db, { config, database: offlineDatabase(), owns: false })
  await app.register(swagger, { config })
  await app.register(auth, { config })
  await app.register(
    (module: FastifyInstance, _options, done) => {
      const schema = (summary: string) => ({ schema: { summary } })
      module.get('/listings/:id/notes', { ...schema('admin'), preHandler: module.requireAdmin }, () => ({}))
      module.post('/listings/:id/notes', { ...schema('seller'), onRequest: [module.requireSeller] }, () => ({}))
      module.get('/mine', { ...schema('signed in'), preHandler: requireSignedIn({ whenMissing: 'Sign in' }) }, () => ({}))
      module.get('/listings/:id/owner', { ...schema('optional'), preHandler: module.optionalUser }, async (request) => ({ auth: await request.authenticate() }))
      module.get('/open', schema('public'), () => ({ open: true }))
      module.get('/sneaky', schema('public but reads the caller'), async (request) => ({ auth: await request.authenticate() }))
      module.get('/named', { schema: { summary: 'own id', operationId: 'readNamedThing' } }, () => ({}))
      done()
    },
    { prefix: '/api' },
  )
  await app.ready()
  const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths
  operations = Object.fromEntries(Object.entries(paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation])))
})
afterAll(() => app.close())

const signedIn = [{ bearerAuth: [] }, { accessCookie: [] }]

describe("a route's OpenAPI entry", () => {
  it('requires a token when a guard does, wherever the guard sits (preHandler, onRequest, requireSignedIn)', () => {
    expect(operations['GET /api/listings/{id}/notes']?.security).toEqual(signedIn)
    expect(operations['POST /api/listings/{id}/notes']?.security).toEqual(signedIn)
    expect(operations['GET /api/mine']?.security).toEqual(signedIn)
  })

  it('takes a token or none when the route reads the caller through app.optionalUser', () => {
    expect(operations['GET /api/listings/{id}/owner']?.security).toEqual([{}, ...signedIn])
  })

  it('is explicitly public without a guard', () => {
    expect(operations['GET /api/open']?.security).toEqual([])
  })

  it('has an operationId from its method and path, unless the route names its own', () => {
    expect(Object.fromEntries(Object.entries(operations).map(([key, operation]) => [key, operation.operationId]))).toEqual({
      'GET /api/listings/{id}/notes': 'getListingsByIdNotes',
      'POST /api/listings/{id}/notes': 'postListingsByIdNotes',
      'GET /api/mine': 'getMine',
      'GET /api/listings/{id}/owner': 'getListingsByIdOwner',
      'GET /api/open': 'getOpen',
      'GET /api/sneaky': 'getSneaky',
      'GET /api/named': 'readNamedThing',
    })
  })

  it('declares both schemes', () => {
    expect((app.swagger() as { components: { securitySchemes: object } }).components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      accessCookie: { type: 'apiKey', in: 'cookie', name: 'vishwas_access' },
    })
  })
})

describe('a public route that reads the caller anyway', () => {
  it('is refused, so its entry cannot claim no token is read', async () => {
    const response = await app.inject({ url: '/api/sneaky' })
    expect(response.statusCode).toBe(500)
    expect((await app.inject({ url: '/api/listings/x/owner' })).json()).toEqual({ auth: null })
    expect((await app.inject({ url: '/api/open' })).json()).toEqual({ open: true })
  })
})

describe('a route that sets its own security', () => {
  it('is refused at registration: security comes from the guards', async () => {
    const other = Fastify()
    await other.register(swagger, { config: testConfig() })
    expect(() => other.get('/api/x', { schema: { security: [] } }, () => ({}))).toThrow(/security is derived from the route's guards/)
    await other.close()
  })
})
