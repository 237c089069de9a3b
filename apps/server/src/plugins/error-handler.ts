// Every failure leaves as the envelope { success: false, message, code, errors? } (ARCHITECTURE
// §6). Bad input is always a 4xx with a message that names the problem; a 5xx never carries the
// internal error text or a stack (those go to the log with the request id).
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, errorCodes, type ErrorCode, type ErrorDetail } from '../errors'

export type ErrorEnvelope = { success: false; message: string; code: ErrorCode; errors?: ErrorDetail[] }

const contexts: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
}

type Issue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }

function describeValidation(context: string | undefined, issues: readonly Issue[]): { message: string; errors: ErrorDetail[] } {
  const noun = contexts[context ?? ''] ?? 'field'
  const where = context === 'querystring' ? 'query' : (context ?? 'request')
  const errors: ErrorDetail[] = []
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        errors.push({ path: `${where}.${key}`, message: `Unknown ${noun} '${key}'` })
      }
      continue
    }
    const detail = issue.message ?? 'is invalid'
    // One message per field: a value can break several rules at once (1e20 is neither safe nor in range).
    if (errors.some((e) => e.path === (path ? `${where}.${path}` : where))) continue
    errors.push({
      path: path ? `${where}.${path}` : where,
      message: path ? `Invalid ${noun} '${path.split('.')[0]}': ${detail}` : `Invalid ${context === 'body' ? 'request body' : where}: ${detail}`,
    })
  }
  const first = errors[0]?.message ?? 'Invalid request'
  const message = errors.length > 1 ? `${first} (and ${errors.length - 1} more)` : first
  return { message, errors }
}

const frameworkCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: "Body cannot be empty when content-type is set to 'application/json'" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type; send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Content-Length does not match the body' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'Malformed URL' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: 'Malformed request' },
}

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
}

/** The envelope and status for any error thrown while handling a request. */
export function toEnvelope(error: FastifyError | AppError | Error): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { success: false, message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) } }
  }
  const fastifyError = error as FastifyError
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const { message, errors } = describeValidation(fastifyError.validationContext, fastifyError.validation)
    return { status: 400, body: { success: false, message, code: 'VALIDATION_ERROR', errors } }
  }
  const known = fastifyError.code ? frameworkCodes[fastifyError.code] : undefined
  if (known) return { status: errorCodes[known.code], body: { success: false, message: known.message, code: known.code } }
  const status = fastifyError.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code = statusCodes[status] ?? 'BAD_REQUEST'
    return { status, body: { success: false, message: fastifyError.message || 'Bad request', code } }
  }
  return { status: 500, body: { success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' } }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | AppError | Error): FastifyReply {
  const { status, body } = toEnvelope(error)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ code: body.code, statusCode: status }, body.message)
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

type ClientError = { status: number; code: ErrorCode; message: string }

/** What Node's HTTP parser reports (its `clientError` codes), as the envelope words it; anything else is a 400. */
const clientErrors: Partial<Record<string, ClientError>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large' },
}
const unreadableRequest: ClientError = { status: 400, code: 'BAD_REQUEST', message: 'Malformed HTTP request' }

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (an unknown method, a
 * malformed header, headers too large, a request too slow) never reaches a route. It gets the
 * envelope all the same, written to the socket, and the connection is closed, as Node does.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, code, message } = clientErrors[error.code ?? ''] ?? unreadableRequest
  this.log.info({ code, statusCode: status, reason: error.code }, message)
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message, code } satisfies ErrorEnvelope)
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
    ]
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`)
  }
  socket.destroy(error)
}

export default fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error))
  },
  { name: 'error-handler' },
)
