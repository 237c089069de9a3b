// One error type for expected failures, mapped to the HTTP envelope in one place
// (plugins/error-handler.ts): { success: false, message, code, errors? }.

export const errorCodes = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  /** A one-time code's attempts are used up: only a new code helps (the sign-in page says when it may be asked for). */
  OTP_ATTEMPTS_EXHAUSTED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof errorCodes

export type ErrorDetail = { path: string; message: string }

export class AppError extends Error {
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ErrorDetail[],
  ) {
    super(message)
    this.name = 'AppError'
    this.statusCode = errorCodes[code]
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message)
export const badRequest = (message: string, errors?: ErrorDetail[]) => new AppError('BAD_REQUEST', message, errors)
