// SPEC §5 and §7: import of a property from JSON text, export file names, and batch updates.
import { messages } from '../messages'
import { Result } from '../result'
import { validatePropertyData } from './validate-property-data'

/**
 * Parses JSON text into property data for creation: it must parse ('Invalid JSON data') and pass
 * the property check ('Validation errors: ...'); id and reference are dropped.
 */
export function parsePropertyImport(text: string): Result<Record<string, unknown>> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return Result.err(messages.invalidJsonData)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return Result.err(messages.invalidJsonData)
  const check = validatePropertyData(data)
  if (!check.valid) return Result.err(messages.validationErrors(check.errors))
  const { id: _id, reference: _reference, ...rest } = data as Record<string, unknown>
  return Result.ok(rest)
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

export type BatchOutcome<T> = { successful: T[]; failed: { reference: string; error: string }[]; successCount: number; failureCount: number }

/** SPEC §7: batch results as successful and failed lists with counts. */
export function summarizeBatch<T>(results: readonly ({ reference: string; ok: true; value: T } | { reference: string; ok: false; error: string })[]): BatchOutcome<T> {
  const successful: T[] = []
  const failed: { reference: string; error: string }[] = []
  for (const result of results) {
    if (result.ok) successful.push(result.value)
    else failed.push({ reference: result.reference, error: result.error })
  }
  return { successful, failed, successCount: successful.length, failureCount: failed.length }
}
