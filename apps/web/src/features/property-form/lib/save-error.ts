// A failed save as the form shows it. SPEC §8: the server's message when it answered (with the
// envelope's list of problems, when it carries one); else
// 'Failed to create property' / 'Failed to update property' with what went wrong.
import { isApiError, type ApiErrorDetail } from '../../../lib/api-client'

export interface SaveProblem {
  message: string
  errors: string[]
}

const detail = ({ path, message }: ApiErrorDetail): string => (path !== '' && !message.includes(path) ? `${path}: ${message}` : message)

export function describeSaveError(error: unknown, fallback: string): SaveProblem {
  if (isApiError(error) && error.status > 0) return { message: error.message || fallback, errors: (error.errors ?? []).map(detail) }
  return { message: fallback, errors: error instanceof Error && error.message ? [error.message] : [] }
}
