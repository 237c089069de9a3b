// Bad input, everywhere: every operation of the OpenAPI document, signed out, as a seller and as
// an admin (who gets furthest into the code), with each path and query parameter, each header a
// session rides on and each leaf of a valid body replaced in turn by values no client should
// send: empty, huge, NUL bytes, lone surrogates, wrong types, numbers out of range; and with
// methods the operation does not have. Each answer is a success or a 4xx in the error envelope
// (a HEAD answer has no body), never a 5xx.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { demoUsers } from './db/seed/users'
import { createAs, propertyBody, usePropertyKit, type Caller, type PropertyKit } from './modules/properties/properties-test-kit'
import { OPENAPI_FILE } from './openapi-document'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Parameter = { in: 'path' | 'query'; name: string }
type Operation = { method: Method; path: string; parameters: Parameter[]; hasBody: boolean; bodyKeys: string[] }

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>
}

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase() as Method,
    path,
    parameters: operation.parameters ?? [],
    hasBody: operation.requestBody !== undefined,
    bodyKeys: Object.keys(operation.requestBody?.content['application/json']?.schema?.properties ?? {}),
  })),
)

/** Path and query values, as the raw (already encoded) text of the URL. */
const badTexts = [
  '%20',
  'x',
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0.0000001',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  encodeURIComponent("'; DROP TABLE properties; --"),
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  encodeURIComponent('ü€😀'),
  '%5Bobject%20Object%5D',
  'true',
  '2026-13-45',
  encodeURIComponent('x'.repeat(5000)),
]

/** Authorization headers that are not a valid access token. */
const badAuthorizations = ['Bearer', 'Bearer ', 'Bearer x.y.z', `Bearer ${'a'.repeat(10_000)}`, 'Basic YWRtaW46YWRtaW4=', 'bearer%00']

/** Cookie headers with session cookies that are not ours: malformed, foreign, huge. */
const badCookies = [
  'vishwas_refresh=%',
  'vishwas_refresh=%E0%A4%A',
  'vishwas_access=x.y.z; vishwas_refresh=x',
  `vishwas_refresh=${'a'.repeat(4000)}`,
  'vishwas_access=; vishwas_access=x',
  '=; ;;',
]

/** Content types the API does not take. */
const badContentTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml']

/** Values for a leaf of a JSON body. */
const badValues: unknown[] = [
  null,
  '',
  ' ',
  'x',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2147483648,
  2 ** 53 + 2,
  1e-7,
  true,
  [],
  [null],
  {},
  { $ne: null },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  '<script>alert(1)</script>',
]

/**
 * Arbitrary JSON beyond the list above: any code unit in its strings (unpaired surrogates too),
 * any number, nested objects and arrays. A fixed seed, so a failure reproduces.
 */
const arbitraryValues = fc.sample(fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }), { seed: 20_261_121, numRuns: 100 })

/** Whole bodies that are not what any operation takes, as raw text. */
const badBodies = ['', '{', 'not json', 'null', '[]', '1', '"x"', 'true', '{"a":1,"a":2}', `${'['.repeat(3000)}${']'.repeat(3000)}`, JSON.stringify({ x: 'x'.repeat(2_000_000) })]

type Leaf = { path: (string | number)[]; value: unknown }

function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.length === 0 ? [{ path, value }] : value.flatMap((item, i) => leavesOf(item, [...path, i]))
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    return entries.length === 0 ? [{ path, value }] : entries.flatMap(([key, item]) => leavesOf(item, [...path, key]))
  }
  return [{ path, value }]
}

function withLeaf(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value
  const copy = structuredClone(body) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = value
  return copy
}

/** `body` with one leaf replaced by one bad value, for each leaf and each value, named. */
function withBadLeaves(body: unknown, leaves: readonly Leaf[]): { what: string; body: unknown }[] {
  return leaves.flatMap((leaf) =>
    badValues.map((value) => ({ what: `${leaf.path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`, body: withLeaf(body, leaf.path, value) })),
  )
}

type Fixtures = { id: string; reference: string; otherId: string }

/** A valid value of each path parameter, by name. */
function validPathValues(fixtures: Fixtures): Record<string, string> {
  return { id: fixtures.id, reference: fixtures.reference, userId: demoUsers.seller.id, did: demoUsers.admin.id, radius: '1000', name: 'property' }
}

/** A valid body of each operation that takes one (by "METHOD path"); the rest get `{}`. */
function validBodies(fixtures: Fixtures): Record<string, unknown> {
  const property = propertyBody()
  return {
    'POST /api/properties': property,
    'POST /api/properties/validate': property,
    'PUT /api/properties/{reference}': property,
    'POST /api/properties/import': { data: JSON.stringify(property) },
    'PATCH /api/properties/batch': { updates: [{ reference: fixtures.reference, data: { amenities: ['parking'] } }] },
    'POST /api/properties/compare': { propertyIds: [fixtures.id, fixtures.otherId] },
    'POST /api/properties/containing-point': { latitude: 30.7005, longitude: 76.7005 },
    'POST /api/properties/validate-point': { latitude: 30.7005, longitude: 76.7005 },
    'PATCH /api/properties/{id}/analytics': { event: 'share' },
    'POST /api/analytics/events': { events: [{ id: '6f9b2f0e-8a55-4c44-9a11-2f0c4f1d7b21', name: 'page_view', path: '/', time: 1_790_000_000_000 }] },
    'POST /api/auth/otp/send': { phoneNumber: '+919812345678', altcha: 'x' },
    'POST /api/auth/otp/verify': { verificationId: '6f9b2f0e-8a55-4c44-9a11-2f0c4f1d7b20', code: '123456' },
    'POST /api/auth/token': { uid: 'x', phoneNumber: '+919812345678', idToken: 'x' },
    'POST /api/auth/refresh': { refreshToken: 'x' },
    'POST /api/auth/logout': { refreshToken: 'x' },
    'PUT /api/users/{did}': { fullName: 'Aarav Sharma', email: 'aarav@vishwas.example', city: 'Mohali', state: 'Punjab', country: 'India' },
  }
}

function urlOf(operation: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? 'x')
  return query ? `${path}?${query}` : path
}

type Attempt = { caller: Caller | null; method: Method | 'HEAD' | 'OPTIONS'; url: string; payload?: string; what: string; headers?: Record<string, string> }

/** Every bad request of one operation. */
function attemptsFor(operation: Operation, fixtures: Fixtures): Attempt[] {
  const valid = validPathValues(fixtures)
  const key = `${operation.method} ${operation.path}`
  const validBody = validBodies(fixtures)[key] ?? {}
  const body = operation.hasBody ? JSON.stringify(validBody) : undefined
  const attempts: Attempt[] = []
  const send = (callers: (Caller | null)[], what: string, url: string, payload = body, headers?: Record<string, string>) => {
    for (const caller of callers) attempts.push({ caller, method: operation.method, url, what, ...(payload === undefined ? {} : { payload }), ...(headers ? { headers } : {}) })
  }
  // Methods the operation does not have, at its path.
  for (const method of ['HEAD', 'OPTIONS', 'PATCH', 'DELETE'] as const) {
    if (method !== operation.method) attempts.push({ caller: 'admin', method, url: urlOf(operation, valid), what: `method ${method}` })
  }
  for (const authorization of badAuthorizations) send([null], `authorization ${authorization.slice(0, 20)}`, urlOf(operation, valid), body, { authorization })
  for (const cookie of badCookies) send([null], `cookie ${cookie.slice(0, 40)}`, urlOf(operation, valid), body, { cookie })
  for (const parameter of operation.parameters) {
    for (const text of badTexts) {
      const what = `${parameter.name}=${text.slice(0, 40)}`
      if (parameter.in === 'path') send([null, 'admin', 'seller'], what, urlOf(operation, { ...valid, [parameter.name]: text }))
      else send([null, 'admin', 'seller'], what, urlOf(operation, valid, `${parameter.name}=${text}`))
    }
    if (parameter.in === 'query') send(['admin'], `${parameter.name} twice`, urlOf(operation, valid, `${parameter.name}=1&${parameter.name}=2`))
  }
  if (operation.hasBody) {
    const url = urlOf(operation, valid)
    for (const text of badBodies) send([null, 'admin'], `body ${text.slice(0, 40)}`, url, text)
    for (const type of badContentTypes) send(['admin'], `content-type ${type}`, url, body, { 'content-type': type })
    const leaves = leavesOf(validBody)
    // Keys the schema names but the valid body leaves out, and one it does not name.
    const absent = [...operation.bodyKeys, 'unexpected'].filter((name) => !(typeof validBody === 'object' && validBody !== null && name in validBody))
    for (const bad of withBadLeaves(validBody, [...leaves, ...absent.map((name) => ({ path: [name], value: undefined }))])) {
      send(['admin'], bad.what, url, JSON.stringify(bad.body))
    }
    arbitraryValues.forEach((value, index) => {
      const leaf = leaves[index % leaves.length]!
      send(['admin'], `${leaf.path.join('.')} = arbitrary value ${index}`, url, JSON.stringify(withLeaf(validBody, leaf.path, value)))
      if (index < 20) send(['admin'], `body = arbitrary value ${index}`, url, JSON.stringify(value))
    })
    // An import carries its properties as JSON text: the bad values go inside that text too.
    if (key === 'POST /api/properties/import') {
      const property = propertyBody()
      for (const bad of withBadLeaves(property, leavesOf(property))) send(['admin'], `data: ${bad.what}`, url, JSON.stringify({ data: JSON.stringify(bad.body) }))
    }
  }
  return attempts
}

const kit: PropertyKit = usePropertyKit()

function parseJson(text: string): { success?: unknown; message?: unknown } {
  try {
    return JSON.parse(text) as { success?: unknown; message?: unknown }
  } catch {
    return {}
  }
}

async function fixtures(): Promise<Fixtures> {
  const one = await createAs(kit, 'seller')
  const other = await createAs(kit, 'otherSeller', propertyBody({ location: { address: { line1: 'Plot 7', city: 'Mohali', state: 'Punjab' } } }))
  return { id: one.id, reference: one.reference, otherId: other.id }
}

describe('bad input', () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers every bad request with a 4xx in the error envelope, never a 5xx',
    async (_, operation) => {
      const failures: string[] = []
      for (const attempt of attemptsFor(operation, await fixtures())) {
        const response = await kit.app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: {
            ...(attempt.payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(attempt.caller ? kit.headers[attempt.caller] : {}),
            ...attempt.headers,
          },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        })
        const where = `${attempt.caller ?? 'signed out'} ${attempt.method} ${operation.path} ${attempt.what}`
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`)
        else if (response.statusCode >= 400 && attempt.method !== 'HEAD') {
          const answer = parseJson(response.body)
          if (answer.success !== false || typeof answer.message !== 'string' || answer.message === '') failures.push(`not the error envelope ${where}: ${response.body.slice(0, 200)}`)
        }
      }
      expect(failures).toEqual([])
    },
  )
})
