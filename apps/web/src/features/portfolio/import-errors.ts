// The server refuses an import with one message (SPEC §5: 'Validation errors: a, b, c') and, for
// a validation refusal, the list of its problems ('Item 2: ...' for an array). The page shows the
// list one problem per line, or the message alone when there is no list.
import { isApiError } from '../../lib/api-client'

export interface ImportRefusal {
  /** The message as the server gave it. */
  message: string
  /** The problems, when the refusal lists them. */
  errors: string[]
}

export function readImportRefusal(error: Error): ImportRefusal {
  const errors = isApiError(error) ? (error.errors ?? []).map((detail) => detail.message) : []
  return { message: error.message, errors }
}
