// The OpenAPI-driven fuzz: for each operation of the document, fast-check builds requests from
// its parameter and body schemas (see schema-arbitrary.ts), sends them through app.inject as a
// signed-in caller or as no one, and holds two properties: no answer is a 5xx, and every error
// answer is the envelope { success: false, message, code, errors? } (ARCHITECTURE §6). Each
// operation is its own fast-check run from the same seed, so a failure names the operation, the
// seed and fast-check's replay path, and the others still run.
import fc from 'fast-check'
import type { App } from '../app'
import { hostileValue, mutatedArbitrary, nested, valueArbitrary, type Draw, type JsonSchema, type KnownIds } from './schema-arbitrary'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema }
type DocumentOperation = { parameters?: Parameter[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } }
export type FuzzDocument = { paths: Record<string, Record<string, DocumentOperation>> }

export type FuzzOperation = { key: string; method: Method; path: string; parameters: Parameter[]; body?: { required: boolean; schema: JsonSchema } }

/** Every operation of the document. */
export function operationsOf(document: FuzzDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const schema = operation.requestBody?.content?.['application/json']?.schema
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        parameters: operation.parameters ?? [],
        ...(schema ? { body: { required: operation.requestBody?.required ?? false, schema } } : {}),
      }
    }),
  )
}

/** A body the document describes as one of the entity schemas ("... GET /api/schemas/property ..."), by that schema's name. */
export const entitySchemaNamed = (schema: JsonSchema) => /GET \/api\/schemas\/(\w+)/.exec(schema.description ?? '')?.[1]

export type Callers<C extends string> = {
  /** Who sends each request: a caller's headers, or no one (null). */
  headers: Record<C, Record<string, string>>
  /** The signed-in caller of every operation but those in `instead`. */
  signedIn: C
  /** Operations sent by another signed-in caller, and why. */
  instead?: Record<string, { caller: C; why: string }>
}

export type FuzzSetup<C extends string> = {
  app: App
  document: FuzzDocument
  callers: Callers<C>
  ids: KnownIds
  /** JSON Schemas of the entity schemas bodies may name, by name. */
  entitySchemas: Record<string, JsonSchema>
  /** Known-good bodies by operation ("METHOD /path") or entity schema name: mutated, they reach the checks behind the schema. */
  examples: Record<string, unknown>
  /** Values for path parameters that are not ids, by name (e.g. a radius, a schema name). */
  pathValues: Record<string, readonly string[]>
  /** Restores the data the run starts from (before each operation that follows a write, so a seed replays). */
  reset: () => Promise<void>
}

export type FuzzRequest = { caller: string | null; url: string; payload?: string; contentType?: string; credentials?: Record<string, string> }

export type FuzzFailure = { operation: string; seed: number; path: string; request: string; problem: string }

export type FuzzSummary = {
  seed: number
  requests: number
  milliseconds: number
  perOperation: Record<string, { requests: number; statuses: Record<string, number> }>
  statuses: Record<string, number>
  failures: FuzzFailure[]
}

/** Text as it would appear in a URL: encoded, with unpaired surrogates as the bytes a client might still send. */
function urlText(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('')
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** URL text that is broken as such: bad escapes, NUL, encoded slashes and dots. */
const brokenUrlText = fc.constantFrom('%', '%G0', '%FF', '%00', 'a%00b', '%ED%A0%80', '%2F', '..%2F..%2F', '%252F', '+', '%20', ';', '%E0%A4%A')

function parameterText(schema: JsonSchema, draw: Draw, known: readonly string[] = []): fc.Arbitrary<string> {
  const fitting = valueArbitrary(schema, draw).map((value) => urlText(asText(value)))
  const knownOrFitting = known.length > 0 ? fc.oneof(fitting, fc.constantFrom(...known)) : fitting
  if (!draw.hostile) return knownOrFitting
  return fc.oneof(
    { weight: 6, arbitrary: knownOrFitting },
    { weight: 1, arbitrary: hostileValue.map((value) => urlText(asText(value))) },
    { weight: 1, arbitrary: brokenUrlText },
  )
}

/** Whole bodies that are not JSON a route takes, as raw text. */
const brokenBodies = fc.oneof(
  fc.constantFrom('', ' ', '{', '}', 'not json', 'null', '[]', '1', '"x"', 'true', '{"a":1,"a":2}', '{"__proto__":{"polluted":true}}', '\u0000'),
  fc.integer({ min: 50, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 50, max: 2000 }).map((depth) => JSON.stringify(nested(depth))),
  fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
)

/** Header text a client can send (visible ASCII), for forged credentials. */
const headerText = fc.stringMatching(/^[\x21-\x7e]{0,80}$/)

/** Credentials that are not a session: malformed, foreign or forged tokens and cookies. */
const forgedCredentials: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', 'bearer', `Bearer ${'a'.repeat(8000)}`).map((authorization) => ({ authorization })),
  headerText.map((text) => ({ authorization: `Bearer ${text}` })),
  fc.tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 200 }), fc.base64String({ maxLength: 60 })).map(([a, b, c]) => ({ authorization: `Bearer ${a}.${b}.${c}` })),
  fc.tuple(fc.constantFrom('vishwas_access', 'vishwas_refresh'), headerText).map(([name, value]) => ({ cookie: `${name}=${value}` })),
  fc.constantFrom('vishwas_refresh=%', 'vishwas_refresh=%E0%A4%A', 'vishwas_access=; vishwas_access=x', '=; ;;').map((cookie) => ({ cookie })),
)

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', '') },
)

/**
 * The requests fast-check draws for one operation: a third of them fit the document everywhere
 * (to get past validation into the services), the rest may hold a hostile value anywhere.
 */
export function requestArbitrary<C extends string>(operation: FuzzOperation, setup: FuzzSetup<C>): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: drawnRequest(operation, setup, { ids: setup.ids, hostile: false }) },
    { weight: 2, arbitrary: drawnRequest(operation, setup, { ids: setup.ids, hostile: true }) },
  )
}

function drawnRequest<C extends string>(operation: FuzzOperation, setup: FuzzSetup<C>, draw: Draw): fc.Arbitrary<FuzzRequest> {
  const signedIn = setup.callers.instead?.[operation.key]?.caller ?? setup.callers.signedIn
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path')
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query')
  const knownPath = (name: string) => setup.pathValues[name] ?? [...draw.ids.uuids, ...draw.ids.references]
  const path = fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, parameterText(parameter.schema ?? {}, draw, knownPath(parameter.name))])))
  const required = queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name)
  const named = fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, parameterText(parameter.schema ?? {}, draw)])), {
    requiredKeys: draw.hostile ? [] : required,
  })
  // When hostile, now and then a parameter the operation does not name, or one of its own twice.
  const extra = draw.hostile
    ? fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }).map(urlText), fc.constantFrom(...queryParameters.map((p) => p.name), 'page')), fc.string({ maxLength: 10 }).map(urlText)), { freq: 8 })
    : fc.constant(null)
  const body = operationBody(operation, setup, draw)
  const contentType = draw.hostile ? contentTypes : fc.constant('application/json')
  // When hostile, no one sometimes comes with forged credentials.
  const credentials = draw.hostile ? fc.option(forgedCredentials, { freq: 4, nil: undefined }) : fc.constant(undefined)
  const record = fc.record({ caller: fc.constantFrom<C | null>(null, signedIn), path, query: fc.tuple(named, extra), body, contentType, credentials })
  return record.map(({ caller, path: values, query, body: payload, contentType: type, credentials: forged }) => {
    const [parameters, added] = query
    const pairs = [...Object.entries(parameters), ...(added ? [added] : [])].map(([name, value]) => `${name}=${value}`)
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '') + (pairs.length > 0 ? `?${pairs.join('&')}` : '')
    return { caller, url, ...(payload === undefined ? {} : { payload, contentType: type }), ...(caller === null && forged ? { credentials: forged } : {}) }
  })
}

function operationBody<C extends string>(operation: FuzzOperation, setup: FuzzSetup<C>, draw: Draw): fc.Arbitrary<string | undefined> {
  if (!operation.body) return fc.constant(undefined)
  const entity = entitySchemaNamed(operation.body.schema)
  const schema = (entity && setup.entitySchemas[entity]) || operation.body.schema
  const example = setup.examples[operation.key] ?? (entity ? setup.examples[entity] : undefined)
  const fitting = valueArbitrary(schema, draw).map((value) => JSON.stringify(value))
  if (!draw.hostile) return example === undefined ? fitting : fc.oneof(fitting, fc.constant(JSON.stringify(example)))
  const choices: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 8, arbitrary: fitting },
    { weight: 2, arbitrary: brokenBodies },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ]
  if (example !== undefined) choices.push({ weight: 6, arbitrary: mutatedArbitrary(example).map((value) => JSON.stringify(value)) })
  return fc.oneof(...choices)
}

/** What is wrong with an answer, if anything. */
export function answerProblem(method: string, response: { statusCode: number; body: string }): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`
  if (response.statusCode < 400 || method === 'HEAD') return undefined
  let answer: Record<string, unknown>
  try {
    answer = JSON.parse(response.body) as Record<string, unknown>
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`
  }
  const { success, message, code, errors, ...rest } = answer ?? {}
  const errorsOk = errors === undefined || (Array.isArray(errors) && errors.every((e: { path?: unknown; message?: unknown }) => typeof e?.path === 'string' && typeof e?.message === 'string'))
  if (success !== false || typeof message !== 'string' || message === '' || typeof code !== 'string' || code === '' || !errorsOk || Object.keys(rest).length > 0) {
    return `answered ${response.statusCode} outside the error envelope: ${response.body.slice(0, 300)}`
  }
  return undefined
}

const describeRequest = (operation: FuzzOperation, request: FuzzRequest) =>
  `${request.caller ?? (request.credentials ? `no one with ${JSON.stringify(request.credentials).slice(0, 120)}` : 'no one')} ${operation.method} ${request.url.slice(0, 300)}${request.payload === undefined ? '' : ` ${request.contentType || '(no content type)'} ${request.payload.slice(0, 300)}`}`

/**
 * Runs `count` requests spread over the operations (each at least once), from `seed`. `only`:
 * one operation's key; `path`: fast-check's replay path of a failure (with `only`).
 */
export async function fuzz<C extends string>(setup: FuzzSetup<C>, options: { seed: number; count: number; only?: string; path?: string }): Promise<FuzzSummary> {
  const operations = operationsOf(setup.document).filter((operation) => !options.only || operation.key === options.only)
  if (operations.length === 0) throw new Error(`no operation ${options.only}`)
  const summary: FuzzSummary = { seed: options.seed, requests: 0, milliseconds: 0, perOperation: {}, statuses: {}, failures: [] }
  const started = performance.now()
  const runs = Math.max(1, Math.ceil(options.count / operations.length))
  let dirty = true
  for (const operation of operations) {
    // Each operation starts from the same data; only a GET leaves it as it was.
    if (dirty) await setup.reset()
    dirty = operation.method !== 'GET'
    const tally: FuzzSummary['perOperation'][string] = { requests: 0, statuses: {} }
    summary.perOperation[operation.key] = tally
    const property = fc.asyncProperty(requestArbitrary(operation, setup), async (request) => {
      const response = await setup.app.inject({
        method: operation.method,
        url: request.url,
        headers: {
          ...(request.caller ? setup.callers.headers[request.caller as C] : request.credentials),
          ...(request.payload === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' }),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      })
      summary.requests++
      tally.requests++
      const status = String(response.statusCode)
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
      summary.statuses[status] = (summary.statuses[status] ?? 0) + 1
      const problem = answerProblem(operation.method, response)
      if (problem) throw new Error(problem)
    })
    const result = await fc.check(property, { seed: options.seed, numRuns: runs, ...(options.path ? { path: options.path } : {}) })
    if (result.failed && result.counterexample) {
      const [request] = result.counterexample
      const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)
      summary.failures.push({ operation: operation.key, seed: result.seed, path: result.counterexamplePath ?? '', request: describeRequest(operation, request), problem: cause })
    }
  }
  summary.milliseconds = Math.round(performance.now() - started)
  return summary
}

/** The summary as lines of text: totals, requests and statuses per operation, then each failure with how to replay it. */
export function formatSummary(summary: FuzzSummary): string {
  const statusText = (statuses: Record<string, number>) => Object.entries(statuses).sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}×${n}`).join(' ')
  const width = Math.max(...Object.keys(summary.perOperation).map((key) => key.length))
  const lines = [
    `fuzz: ${summary.requests} requests over ${Object.keys(summary.perOperation).length} operations in ${(summary.milliseconds / 1000).toFixed(1)} s, seed ${summary.seed}`,
    `statuses: ${statusText(summary.statuses)}`,
    '',
    ...Object.entries(summary.perOperation).map(([key, { requests, statuses }]) => `${key.padEnd(width)}  ${String(requests).padStart(6)}  ${statusText(statuses)}`),
    '',
    summary.failures.length === 0 ? 'no failures: no 5xx, every error answer in the envelope' : `${summary.failures.length} failing operation(s):`,
    ...summary.failures.flatMap((failure) => [
      `- ${failure.operation}: ${failure.problem}`,
      `  request: ${failure.request}`,
      `  replay:  npm run fuzz -- --seed ${failure.seed} --operation '${failure.operation}' --path '${failure.path}'`,
    ]),
  ]
  return lines.join('\n')
}
