// SPEC §5 and §7: import of a property from JSON text, export file names, and batch updates.
import { nestsDeeperThan } from '../json/json-depth'
import { messages } from '../messages'
import { formatIndianNumber } from '../money/indian-digits'
import { Result } from '../result'
import { validatePropertyData } from './validate-property-data'

/** The largest number of properties one import may hold. */
export const MAX_IMPORT_PROPERTIES = 1000

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The import's own refusals, beyond SPEC's 'Invalid JSON data' and 'Validation errors: ...'. */
export const importMessages = {
  nothingToImport: 'The JSON data holds no properties',
  tooMany: `At most ${formatIndianNumber(MAX_IMPORT_PROPERTIES)} properties can be imported at once`,
} as const

/** Why an import was refused: its message, and each item's failed checks (none for unreadable text). */
export type ImportFailure = { message: string; problems: { item: number; message: string }[] }

/**
 * Parses JSON text into property data for creation: one property object, or an array of them.
 * It must parse and nest at most MAX_JSON_DEPTH levels ('Invalid JSON data'), and every property
 * must pass the property check ('Validation errors: ...', each problem of an array prefixed with
 * its 1-based item number; `problems` holds them unprefixed, by 0-based item);
 * id and reference are dropped. Nothing is imported unless everything passes.
 */
export function parsePropertyImport(text: string): Result<Record<string, unknown>[], ImportFailure> {
  const unreadable = Result.err({ message: messages.invalidJsonData, problems: [] })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return unreadable
  }
  if (nestsDeeperThan(data)) return unreadable
  const many = Array.isArray(data)
  const items: unknown[] = Array.isArray(data) ? data : [data]
  if (items.length === 0) return Result.err({ message: importMessages.nothingToImport, problems: [] })
  if (items.length > MAX_IMPORT_PROPERTIES) return Result.err({ message: importMessages.tooMany, problems: [] })
  if (!items.every(isRecord)) return unreadable
  const problems = items.flatMap((item, index) => validatePropertyData(item).errors.map((message) => ({ item: index, message })))
  if (problems.length > 0) {
    return Result.err({ message: messages.validationErrors(problems.map(({ item, message }) => (many ? `Item ${item + 1}: ${message}` : message))), problems })
  }
  return Result.ok(items.map(({ id: _id, reference: _reference, ...rest }) => rest))
}

/** Export file name from the reference and a timestamp: 'PROP-ABC-2026-01-02T03-04-05-000Z.json'. */
export function propertyExportFileName(reference: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  return `${reference || 'property'}-${stamp}.json`
}

export type BatchUpdate = { reference: string; data: Record<string, unknown> }

/** SPEC §5: batch update needs a non-empty array of {reference, data}: 'Invalid updates array'. */
export function checkBatchUpdates(updates: unknown): Result<BatchUpdate[]> {
  const isUpdate = (u: unknown): u is BatchUpdate =>
    u !== null &&
    typeof u === 'object' &&
    typeof (u as BatchUpdate).reference === 'string' &&
    (u as BatchUpdate).reference !== '' &&
    (u as BatchUpdate).data !== null &&
    typeof (u as BatchUpdate).data === 'object' &&
    !Array.isArray((u as BatchUpdate).data)
  if (!Array.isArray(updates) || updates.length === 0 || !updates.every(isUpdate)) return Result.err(messages.invalidUpdatesArray)
  return Result.ok(updates)
}

export type BatchOutcome<T> = { successful: T[]; failed: { reference: string; message: string }[]; successCount: number; failureCount: number }

/** SPEC §7: batch results as successful and failed lists with counts. */
export function summarizeBatch<T>(results: readonly ({ reference: string; ok: true; value: T } | { reference: string; ok: false; error: string })[]): BatchOutcome<T> {
  const successful: T[] = []
  const failed: { reference: string; message: string }[] = []
  for (const result of results) {
    if (result.ok) successful.push(result.value)
    else failed.push({ reference: result.reference, message: result.error })
  }
  return { successful, failed, successCount: successful.length, failureCount: failed.length }
}
