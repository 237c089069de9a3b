// Text the database cannot hold: a NUL character (PostgreSQL's text and jsonb refuse it) or an
// unpaired UTF-16 surrogate (not a character at all). The text-hygiene plugin refuses it in any
// request; an import looks inside the JSON text it carries.
import type { ErrorDetail } from '../errors'

export const TEXT_HYGIENE_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates'
const DETAIL = 'Contains a NUL character or an unpaired surrogate'
/** So a body full of bad text gives a short answer. */
export const MAX_DETAILS = 10

/** String.prototype.isWellFormed (ES2024, in Node 20): false when a surrogate is left unpaired. */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed()
const unholdable = (text: string) => text.includes('\u0000') || !isWellFormed(text)

/** An object or array still to look into, and how it was reached (for the path of what is found). */
type Visit = { value: object; key: string; parent: Visit | undefined }

/** The dotted path to `key` under `visit`; an empty root adds nothing. */
function pathOf(visit: Visit, key?: string): string {
  const keys = key === undefined ? [] : [key]
  for (let at: Visit | undefined = visit; at; at = at.parent) keys.push(at.key)
  return keys.reverse().filter((part, index) => index > 0 || part !== '').join('.')
}

/**
 * The paths (`body.a.0.b`, under `root`) of the strings and keys in `value` that text may not
 * hold, at most `MAX_DETAILS`. Without recursion: a JSON body may nest thousands of levels deep.
 */
export function unholdableText(value: unknown, root: string): ErrorDetail[] {
  const found: ErrorDetail[] = []
  if (typeof value === 'string') {
    if (unholdable(value)) found.push({ path: root, message: DETAIL })
    return found
  }
  if (value === null || typeof value !== 'object') return found
  const pending: Visit[] = [{ value, key: root, parent: undefined }]
  for (let visit = pending.pop(); visit && found.length < MAX_DETAILS; visit = pending.pop()) {
    const isArray = Array.isArray(visit.value)
    for (const key in visit.value) {
      if (!Object.hasOwn(visit.value, key)) continue
      if (!isArray && unholdable(key)) found.push({ path: pathOf(visit, JSON.stringify(key)), message: DETAIL })
      const item: unknown = (visit.value as Record<string, unknown>)[key]
      if (typeof item === 'string') {
        if (unholdable(item)) found.push({ path: pathOf(visit, key), message: DETAIL })
      } else if (item !== null && typeof item === 'object') pending.push({ value: item, key, parent: visit })
    }
  }
  return found.slice(0, MAX_DETAILS)
}
