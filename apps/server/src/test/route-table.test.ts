// The route table readers the access matrix relies on: which operations take an id, and every
// routed path of a Fastify app, so that a new id-taking route cannot slip past the matrix.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { idOperations, pathShape, routerRoutes, type OpenApiDocument } from './route-table'

const uuid = { type: 'string', format: 'uuid' }

describe('idOperations', () => {
  it('finds ids in the path, the query and anywhere in a body, by name, UUID format or PROP- pattern', () => {
    const document: OpenApiDocument = {
      paths: {
        '/api/things/{thing}': { get: { parameters: [{ in: 'path', name: 'thing', schema: { anyOf: [uuid, { type: 'string', pattern: '^PROP-[A-Z0-9]+$' }] } }] } },
        '/api/things/{id}/near/{radius}': { get: { parameters: [{ in: 'path', name: 'id', schema: { type: 'string' } }, { in: 'path', name: 'radius', schema: { type: 'number' } }] } },
        '/api/search': { get: { parameters: [{ in: 'query', name: 'ownerId', schema: { type: 'string' } }, { in: 'query', name: 'page', schema: { type: 'integer' } }] } },
        '/api/batch': {
          patch: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { updates: { type: 'array', items: { type: 'object', properties: { reference: { type: 'string' } } } } } } } } } },
        },
        '/api/schemas/{name}': { get: { parameters: [{ in: 'path', name: 'name', schema: { type: 'string' } }] } },
        '/api/free': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', additionalProperties: {} } } } } } },
      },
    }
    expect(idOperations(document)).toEqual([
      { key: 'GET /api/things/{thing}', ids: ['path:thing'] },
      { key: 'GET /api/things/{id}/near/{radius}', ids: ['path:id'] },
      { key: 'GET /api/search', ids: ['query:ownerId'] },
      { key: 'PATCH /api/batch', ids: ['body:updates[].reference'] },
    ])
  })
})

describe('routerRoutes', () => {
  it("reads every route of the router's tree, with parameters, wildcards and shared nodes", async () => {
    const app = Fastify()
    app.get('/api/things', () => 'list')
    app.get('/api/things/:id', () => 'one')
    app.delete('/api/things/:reference', () => 'gone')
    app.patch('/api/things/:id/views', () => 'seen')
    app.post('/api/things/validate', () => 'ok')
    app.post('/api/things/validate-point', () => 'ok')
    app.get('/files/*', () => 'file')
    await app.ready()
    const routes = routerRoutes(app)
    await app.close()
    expect(routes.map((route) => pathShape(route.path)).sort()).toEqual(['/api/things', '/api/things/validate', '/api/things/validate-point', '/api/things/{}', '/api/things/{}/views', '/files/{}'])
    expect(routes.find((route) => route.path.endsWith('/views'))?.methods).toEqual(['PATCH'])
  })
})
