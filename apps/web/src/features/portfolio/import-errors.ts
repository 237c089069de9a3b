// The server refuses an import with one message, 'Validation errors: a, b, c' (SPEC §5). The page
// lists the problems one per line; each starts with a capital ('Missing ...', 'Item 2: ...'), so
// a comma inside a problem's own text does not split it.
import { messages } from '@vishwas/domain'

const PREFIX = messages.validationErrors([])

export interface ImportRefusal {
  /** The message as the server gave it. */
  message: string
  /** The problems, when the message lists them. */
  errors: string[]
}

export function readImportRefusal(message: string): ImportRefusal {
  if (!message.startsWith(PREFIX)) return { message, errors: [] }
  const errors = message
    .slice(PREFIX.length)
    .split(/, (?=(?:Item \d+: )?[A-Z])/)
    .map((error) => error.trim())
    .filter((error) => error !== '')
  return { message, errors }
}
