// The portfolio tools over many properties (SPEC §5, §7): validate a document, compare 2 to 10,
// change many at once, import many from JSON text. A batch answers per item; an import is all
// or nothing, in one transaction of multi-row statements.
import { randomUUID } from 'node:crypto'
import {
  checkBatchUpdates,
  checkComparisonIds,
  compareProperties,
  generatePropertyReference,
  messages,
  operationMessages,
  parsePropertyImport,
  summarizeBatch,
  type BatchOutcome,
  type ComparisonResult,
  type Property,
  type PropertyDraft,
} from '@vishwas/domain'
import { AppError, badRequest, notFound } from '../../errors'
import { TEXT_HYGIENE_MESSAGE, unholdableText } from '../../lib/holdable-text'
import { requirePropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { recordAdminPropertyWrites } from '../admin-audit/admin-property-writes'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import type { InvitationChanges } from './invitations.repository'
import { laterInvitations, withConsent } from './invitations.service'
import { propertyMessages } from './properties.messages'
import type { PropertiesRepository, SaveEntry } from './properties.repository'
import {
  changeProperty,
  checkedDraft,
  isNamedBy,
  keyOf,
  requireLister,
  requireReadable,
  userDirectory,
  validationError,
} from './properties.service'
import { propertyChanges } from './property-changes'
import { recordUnrepresentedDealerWrites } from './property-stewardship'
import { dataCheckPath, documentProblems, isUuid, namedUsers, parsePropertyDocument, userProblems, type Problem } from './property-check'
import { mergeDeep, newPropertyDocument, withOwnerNames } from './property-document'

export const MAX_BATCH_UPDATES = 100
export const MAX_COMPARED = 10

/** SPEC §5 check, then the schema's issues, then the rules: valid, or every problem as a sentence. */
export async function validateProperty(input: { repository: PropertiesRepository; data: unknown }): Promise<{ valid: boolean; errors: string[] }> {
  const parsed = parsePropertyDocument(input.data)
  if (!parsed.ok) return { valid: false, errors: parsed.error.problems.map((p) => p.message) }
  let problems = documentProblems(parsed.value)
  if (problems.length === 0) {
    const ids = namedUsers(parsed.value).map((named) => named.userId.toLowerCase())
    problems = userProblems(parsed.value, await input.repository.registeredUsers(ids.filter(isUuid)))
  }
  return { valid: problems.length === 0, errors: problems.map((p) => p.message) }
}

export async function compareListedProperties(input: {
  repository: PropertiesRepository
  auth: AuthContext
  propertyIds: readonly unknown[]
}): Promise<ComparisonResult> {
  const checked = checkComparisonIds(input.propertyIds)
  if (!checked.ok) throw badRequest(checked.error)
  if (checked.value.length > MAX_COMPARED) throw badRequest(propertyMessages.tooManyToCompare(MAX_COMPARED))
  const keys = checked.value.map((id) => {
    const key = keyOf(id)
    if (!key) throw notFound(messages.propertyNotFound)
    return key
  })
  const found = await input.repository.findMany(keys)
  const properties = keys.map((key) => {
    const property = found.find((candidate) => isNamedBy(candidate, key))
    if (!property) throw notFound(messages.propertyNotFound)
    requireReadable(input.auth, property)
    return property
  })
  // A UUID and the reference of one property name it twice.
  const distinct = checkComparisonIds(properties.map((property) => property.id))
  if (!distinct.ok) throw badRequest(distinct.error)
  return compareProperties(properties.filter((property, index) => properties.findIndex((other) => other.id === property.id) === index))
}

type ItemResult = { reference: string; ok: true; value: { id: string; reference: string } } | { reference: string; ok: false; error: string }

const failureText = (error: unknown) => {
  if (error instanceof AppError) return error.message
  throw error
}

/**
 * PATCH batch: each item's data is merged into the stored property (objects merge, arrays
 * replace) and checked like PUT, with its own access check; the properties are locked and the
 * successful changes saved together in one transaction. A property named twice takes both
 * changes in order.
 */
export async function batchUpdateProperties(input: {
  repository: PropertiesRepository
  auth: AuthContext
  updates: unknown
  now: Date
}): Promise<BatchOutcome<{ id: string; reference: string }>> {
  const { auth, now } = input
  const checked = checkBatchUpdates(input.updates)
  if (!checked.ok) throw badRequest(checked.error)
  const updates = checked.value
  if (updates.length > MAX_BATCH_UPDATES) throw badRequest(propertyMessages.tooManyUpdates(MAX_BATCH_UPDATES))
  const keys = updates.map((update) => keyOf(update.reference))

  return input.repository.transaction(async (writer) => {
    const locked = await writer.lock(keys.filter((key): key is PropertyKey => key !== undefined))
    const original = new Map(locked.map((property) => [property.id, property]))
    const held = await writer.held(locked.map((property) => property.id))
    const current = new Map(original)
    const directory = userDirectory(writer)
    const invitations = new Map<string, InvitationChanges>()
    const results: ItemResult[] = []
    for (const [index, update] of updates.entries()) {
      const key = keys[index]
      const stored = key && [...current.values()].find((property) => isNamedBy(property, key))
      try {
        if (!stored) throw notFound(messages.propertyNotFound)
        requirePropertyAccess({ auth, property: stored })
        if (held.has(stored.id)) throw new AppError('CONFLICT', operationMessages.propertyHeld)
        const candidate = mergeDeep(stored, update.data)
        const { property, invitations: invited } = await changeProperty({ stored, candidate, auth, now, directory })
        current.set(property.id, property)
        const pending = laterInvitations(invitations.get(property.id), invited)
        if (pending) invitations.set(property.id, pending)
        results.push({ reference: update.reference, ok: true, value: { id: property.id, reference: property.reference } })
      } catch (error) {
        results.push({ reference: update.reference, ok: false, error: failureText(error) })
      }
    }
    const entries: SaveEntry[] = [...current.values()]
      .filter((property) => property !== original.get(property.id))
      .map((property) => {
        const invited = invitations.get(property.id)
        return { property, isNew: false, changes: propertyChanges(original.get(property.id), property), ...(invited ? { invitations: invited } : {}) }
      })
    if (entries.length > 0) {
      const stamp = { by: auth.did, at: now.toISOString() }
      await writer.save(entries, stamp)
      const writes = entries.flatMap(({ property }) => {
        const stored = original.get(property.id)
        return stored ? [{ stored, property }] : []
      })
      await recordUnrepresentedDealerWrites(writer, auth, writes, stamp)
      await recordAdminPropertyWrites(writer.query, auth, writes)
    }
    return summarizeBatch(results)
  })
}

/** References that differ within one import (many are made in the same millisecond). */
function uniqueReferences(now: Date): () => string {
  const used = new Set<string>()
  return () => {
    let reference = generatePropertyReference(now.getTime())
    while (used.has(reference)) reference = generatePropertyReference(now.getTime())
    used.add(reference)
    return reference
  }
}

/**
 * Import: JSON text holding one property or an array of up to 1000; id and reference dropped,
 * the importer is the creator and, when none is named, the owner. All or nothing.
 */
export async function importProperties(input: { repository: PropertiesRepository; auth: AuthContext; data: string; now: Date }): Promise<Property[]> {
  const { auth, now } = input
  requireLister(auth)
  const many = input.data.trimStart().startsWith('[')
  const label = (index: number, problem: Problem): Problem => ({
    path: many ? `data.${index}.${problem.path}` : `data.${problem.path}`,
    message: many ? `Item ${index + 1}: ${problem.message}` : problem.message,
  })
  const parsed = parsePropertyImport(input.data)
  if (!parsed.ok) {
    const { message, problems } = parsed.error
    if (problems.length === 0) throw badRequest(message)
    throw validationError({ message, problems: problems.map(({ item, message }) => label(item, { path: dataCheckPath(message), message })) })
  }
  const items = parsed.value
  const fail = (problems: Problem[]) => validationError({ message: messages.validationErrors(problems.map((p) => p.message)), problems })

  const problems: Problem[] = []
  const drafts: PropertyDraft[] = []
  items.forEach((item, index) => {
    // The request's text was checked as it came in; the JSON text inside it is checked here.
    const unholdable = unholdableText(item, '')
    if (unholdable.length > 0) {
      problems.push(...unholdable.map(({ path }) => label(index, { path, message: `${TEXT_HYGIENE_MESSAGE}: ${path}` })))
      return
    }
    try {
      drafts.push(checkedDraft(item))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      problems.push(...(error.errors ?? []).map((problem) => label(index, problem)))
    }
  })
  if (problems.length > 0) throw fail(problems)

  const nextReference = uniqueReferences(now)
  const documents = drafts.map((draft) => newPropertyDocument({ draft, id: randomUUID(), reference: nextReference(), by: auth.did, now }))
  return input.repository.transaction(async (writer) => {
    const directory = userDirectory(writer)
    const entries: SaveEntry[] = []
    for (const [index, document] of documents.entries()) {
      const { names, problems: unknownUsers } = await directory(document)
      problems.push(...unknownUsers.map((problem) => label(index, problem)))
      // Only those who consented are named; everyone else is invited.
      const { property, invitations } = withConsent({ proposal: withOwnerNames(document, names), callerId: auth.did })
      entries.push({ property, isNew: true, changes: propertyChanges(undefined, property), ...(invitations ? { invitations } : {}) })
    }
    if (problems.length > 0) throw fail(problems)
    await writer.save(entries, { by: auth.did, at: now.toISOString() })
    return entries.map((entry) => entry.property)
  })
}
