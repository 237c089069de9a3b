// The fuzz's judge and its request drawing, without a database: what counts as a broken answer,
// and that requests follow the document (path filled, required query present when fitting).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerProblem, requestArbitrary, type FuzzOperation, type FuzzSetup } from './openapi-fuzz'
import { nested } from './schema-arbitrary'

const answer = (statusCode: number, body: unknown) => ({ statusCode, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('answerProblem', () => {
  it('accepts successes and errors in the envelope', () => {
    expect(answerProblem('GET', answer(200, { success: true }))).toBeUndefined()
    expect(answerProblem('GET', answer(404, { success: false, message: 'Property not found', code: 'NOT_FOUND' }))).toBeUndefined()
    expect(answerProblem('POST', answer(400, { success: false, message: 'Bad', code: 'VALIDATION_ERROR', errors: [{ path: 'body.x', message: 'Bad' }] }))).toBeUndefined()
    expect(answerProblem('HEAD', answer(404, ''))).toBeUndefined()
  })

  it('refuses a 5xx, a body that is not JSON, and errors outside the envelope', () => {
    expect(answerProblem('GET', answer(500, { success: false, message: 'Internal error', code: 'INTERNAL_ERROR' }))).toMatch(/^answered 500/)
    expect(answerProblem('GET', answer(502, ''))).toMatch(/^answered 502/)
    expect(answerProblem('GET', answer(400, 'Bad Request'))).toMatch(/not JSON/)
    for (const body of [
      { success: false, message: 'x' },
      { success: false, code: 'NOT_FOUND' },
      { success: false, message: '', code: 'NOT_FOUND' },
      { message: 'x', code: 'NOT_FOUND' },
      { success: false, message: 'x', code: 'NOT_FOUND', errors: 'x' },
      { success: false, message: 'x', code: 'NOT_FOUND', errors: [{ path: 1 }] },
      { success: false, message: 'x', code: 'NOT_FOUND', stack: 'at x' },
      { statusCode: 400, error: 'Bad Request', message: 'x' },
      null,
    ]) {
      expect(answerProblem('GET', answer(400, body)), JSON.stringify(body)).toMatch(/outside the error envelope/)
    }
  })
})

describe('requestArbitrary', () => {
  const operation: FuzzOperation = {
    key: 'GET /api/things/{id}',
    method: 'GET',
    path: '/api/things/{id}',
    parameters: [
      { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
      { in: 'query', name: 'lat', required: true, schema: { type: 'number', minimum: -90, maximum: 90 } },
    ],
  }
  const setup = {
    callers: { headers: { seller: { authorization: 'Bearer x' } }, signedIn: 'seller' },
    ids: { uuids: ['00000000-0000-4000-8000-000000000002'], references: ['PROP-A'] },
    entitySchemas: {},
    examples: {},
    pathValues: {},
  } as unknown as FuzzSetup<'seller'>

  it('fills every path parameter, sends as the signed-in caller or no one, and often sends hostile text', () => {
    const requests = fc.sample(requestArbitrary(operation, setup), { seed: 1, numRuns: 300 })
    expect(requests.every((request) => request.url.startsWith('/api/things/') && !request.url.includes('{id}'))).toBe(true)
    expect(new Set(requests.map((request) => request.caller))).toEqual(new Set([null, 'seller']))
    // A third fit the document everywhere: a known or well-formed id and the required latitude.
    const fitting = requests.filter((request) => /^\/api\/things\/[0-9a-f-]{36}\?lat=-?[\d.e+-]+$/.test(request.url))
    expect(fitting.length).toBeGreaterThan(50)
    expect(requests.length - fitting.length).toBeGreaterThan(100)
  })

  it('nests as deep as asked', () => {
    expect(JSON.stringify(nested(4))).toBe('{"a":[{"a":["deep"]}]}')
  })
})
