// A failed save as the form shows it. SPEC §8: the server's message when it answered (with the
// envelope's list of problems, { path, message } or plain strings, when it carries one); else
// 'Failed to create property' / 'Failed to update property' with what went wrong.
import { isApiError } from '../../../lib/api-client'

export interface SaveProblem {
  message: string
  errors: string[]
}

function detail(item: unknown): string | undefined {
  if (typeof item === 'string') return item
  if (typeof item !== 'object' || item === null) return undefined
  const { path, message } = item as { path?: unknown; message?: unknown }
  if (typeof message !== 'string') return undefined
  return typeof path === 'string' && path !== '' && !message.includes(path) ? `${path}: ${message}` : message
}

export function describeSaveError(error: unknown, fallback: string): SaveProblem {
  if (isApiError(error) && error.status > 0) {
    const list = (error as { errors?: unknown }).errors
    const errors = Array.isArray(list) ? list.map(detail).filter((d): d is string => d !== undefined) : []
    return { message: error.message || fallback, errors }
  }
  return { message: fallback, errors: error instanceof Error && error.message ? [error.message] : [] }
}
