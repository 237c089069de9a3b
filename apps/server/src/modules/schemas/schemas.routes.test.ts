import { getJsonSchema, listJsonSchemas } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../test/test-app'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('GET /api/schemas', () => {
  it('lists every entity schema as JSON Schema', async () => {
    const response = await app.inject('/api/schemas')
    expect(response.statusCode).toBe(200)
    const body = response.json<{ success: boolean; schemas: Record<string, unknown> }>()
    expect(body.success).toBe(true)
    expect(Object.keys(body.schemas)).toEqual(expect.arrayContaining(['user', 'property']))
    expect(body.schemas).toEqual(JSON.parse(JSON.stringify(listJsonSchemas())))
  })
})

describe('GET /api/schemas/{name}', () => {
  it('gives one schema', async () => {
    const response = await app.inject('/api/schemas/property')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, schema: JSON.parse(JSON.stringify(getJsonSchema('property'))) })
  })

  it('answers an unknown name with 404 and a bad one with 400', async () => {
    const unknown = await app.inject('/api/schemas/castle')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'Schema not found', code: 'NOT_FOUND' })
    const bad = await app.inject('/api/schemas/no%20spaces')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: "Invalid path parameter 'name': must be a schema name such as property or user" })
    const prototype = await app.inject('/api/schemas/constructor')
    expect(prototype.statusCode).toBe(404)
  })
})
