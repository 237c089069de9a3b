// The committed OpenAPI document passes Redocly's recommended rules (redocly.yaml) with no error,
// and no two of its paths match one URL. Every operation's operationId and security come from
// plugins/swagger.ts, so a new route is covered without a line here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { SERVER_ROOT } from './config'
import { OPENAPI_FILE } from './openapi-document'

type Parameter = { in: string; name: string; schema?: object }
type Operation = { parameters?: Parameter[] }
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Operation>> }

/** The warnings the recommended rules leave, and why each is right for this API. */
const explainedWarnings = [
  // No license has been chosen for the API.
  'info-license #/info',
  // The health check takes no input and is not rate limited: it has no client error to answer.
  'operation-4xx-response #/paths/~1api~1health/get/responses',
]

describe("openapi.json under Redocly's recommended rules", () => {
  it('has no error, and only the explained warnings', async () => {
    const config = await loadConfig({ configPath: join(SERVER_ROOT, 'redocly.yaml') })
    const problems = await lintFromString({ source: readFileSync(OPENAPI_FILE, 'utf8'), absoluteRef: OPENAPI_FILE, config })
    const listed = (severity: string) =>
      problems.filter((problem) => problem.severity === severity).map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`)
    expect(listed('error')).toEqual([])
    expect(listed('warn').map((warning) => warning.split(':')[0])).toEqual(explainedWarnings)
  })
})

describe('openapi.json paths', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  const paths = Object.keys(document.paths)

  /** Whether the literal path segment `value` is a valid value of parameter `name` of `path`. */
  function accepts(path: string, name: string, value: string): boolean {
    const parameter = Object.values(document.paths[path] ?? {})
      .flatMap((operation) => operation.parameters ?? [])
      .find((candidate) => candidate.in === 'path' && candidate.name === name)
    return parameter?.schema ? ajv.validate(parameter.schema, value) : true
  }

  /** Whether some URL matches both path templates (a parameter takes only what its schema allows). */
  function overlap(a: string, b: string): boolean {
    const left = a.split('/')
    const right = b.split('/')
    if (left.length !== right.length) return false
    return left.every((segment, i) => {
      const other = right[i] ?? ''
      const param = (s: string) => /^\{(.+)\}$/.exec(s)?.[1]
      const [p, q] = [param(segment), param(other)]
      if (p && q) return true
      if (p) return accepts(a, p, other)
      if (q) return accepts(b, q, segment)
      return segment === other
    })
  }

  it('never match the same URL (SPEC\'s /properties/{id}/views beside /properties/public/{id} included)', () => {
    const clashes = paths.flatMap((a, i) => paths.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a} and ${b}`))
    expect(clashes).toEqual([])
  })

  it("tell a clash from paths a parameter's schema keeps apart", () => {
    expect(overlap('/api/properties/public/{id}', '/api/properties/{id}/views')).toBe(false)
    // A parameter with no schema (here: of a path not in the document) takes any word.
    expect(overlap('/api/properties/{anything}/{else}', '/api/properties/public/{id}')).toBe(true)
    expect(overlap('/api/properties/{anything}', '/api/properties/summary')).toBe(true)
  })
})
