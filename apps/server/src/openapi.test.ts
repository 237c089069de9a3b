// The committed OpenAPI document is the one the code generates (`npm run openapi` updates it).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPENAPI_FILE, generateOpenApiDocument } from './openapi-document'

describe('apps/server/openapi.json', () => {
  it('matches the routes (run `npm run openapi -w @vishwas/server` after changing a route)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await generateOpenApiDocument())
  })
})
