// One property's use cases (SPEC §7): create, read, replace, delete and export, each opened by
// its access rule (SPEC §6): reading a live listing needs only a signed-in caller, anything
// else property access; creating needs a seller, dealer or admin. A write locks the stored row,
// derives the document, checks it (SPEC §5 first) and saves it with its history in one
// transaction.
import { randomUUID } from 'node:crypto'
import {
  PROPERTY_REFERENCE_PATTERN,
  generatePropertyReference,
  isPublicPropertyStatus,
  messages,
  operationMessages,
  propertyExportFileName,
  propertyViewFor,
  type Property,
  type PropertyDraft,
  type PropertyView,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { requirePropertyAccess, type AuthContext, type PropertyAccessNeed } from '../../plugins/auth-guards'
import { recordAdminPropertyWrites } from '../admin-audit/admin-property-writes'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { propertyKey } from '../properties-public/properties-public.service'
import { withConsent } from './invitations.service'
import { propertyMessages } from './properties.messages'
import { ReferenceTakenError, type PropertiesRepository, type PropertyWriter, type RegisteredUser, type SaveEntry } from './properties.repository'
import { propertyChanges } from './property-changes'
import { recordUnrepresentedDealerWrites, requireOwnersKeptUnlessOwner } from './property-stewardship'
import { documentProblems, isUuid, namedUsers, parsePropertyDocument, ruleFailure, userProblems, type CheckFailure, type Problem } from './property-check'
import { changedPropertyDocument, newPropertyDocument, withOwnerNames } from './property-document'

export type Body = Record<string, unknown>

/** A 400 that lists every problem. */
export const validationError = (failure: CheckFailure) => new AppError('VALIDATION_ERROR', failure.message, failure.problems)

/** Creating and importing listings: sellers, dealers and admins. */
export function requireLister(auth: AuthContext): void {
  if (!auth.roles.isSeller && !auth.roles.isDealer && !auth.roles.isAdmin) throw new AppError('FORBIDDEN', messages.sellerPrivilegesRequired)
}

/** A live, sold or rented listing is readable by anyone signed in; other statuses need property access. */
export function requireReadable(auth: AuthContext, property: Property): void {
  if (!isPublicPropertyStatus(property.basicInfo.status)) requirePropertyAccess({ auth, property, need: 'read' })
}

/** A UUID or PROP- reference as a lookup key, or undefined for anything else (which names no property). */
export function keyOf(idOrReference: string): PropertyKey | undefined {
  return isUuid(idOrReference) || PROPERTY_REFERENCE_PATTERN.test(idOrReference) ? propertyKey(idOrReference) : undefined
}

/** Whether the document is the one the key names. */
export const isNamedBy = (property: Property, key: PropertyKey) => ('id' in key ? property.id === key.id : property.reference === key.reference)

/** The checked draft of a candidate document (`adjust` runs between the schema and the rules), or a 400. */
export function checkedDraft(candidate: unknown, adjust: (draft: PropertyDraft) => PropertyDraft = (draft) => draft): PropertyDraft {
  const parsed = parsePropertyDocument(candidate)
  if (!parsed.ok) throw validationError(parsed.error)
  const draft = adjust(parsed.value)
  const failure = ruleFailure(documentProblems(draft))
  if (failure) throw validationError(failure)
  return draft
}

/**
 * When a change replaces the owners and leaves the stored primary owner id as it was, although
 * that user is no longer an owner, the primary owner id goes (the first owner takes its place).
 */
function withoutFormerOwnerId(stored: Property) {
  return (draft: PropertyDraft): PropertyDraft => {
    const { owners, ownerId } = draft.ownership
    const former = ownerId !== undefined && ownerId === stored.ownership.ownerId && owners.length > 0
    if (!former || owners.some((owner) => owner.userId.toLowerCase() === ownerId.toLowerCase())) return draft
    return { ...draft, ownership: { owners } }
  }
}

/**
 * Looks up the registered users among the ids a document names, remembering answers, so a batch
 * of many properties with the same owners asks the database once. `stored`: the property before
 * the change, whose dealer may stay without the dealer role.
 */
export function userDirectory(writer: PropertyWriter) {
  const users = new Map<string, RegisteredUser>()
  const asked = new Set<string>()
  return async (property: Property, stored?: Property): Promise<{ names: ReadonlyMap<string, string>; problems: Problem[] }> => {
    const ids = namedUsers(property)
      .map((named) => named.userId.toLowerCase())
      .filter((id) => !asked.has(id))
    const lookup = ids.filter(isUuid)
    ids.forEach((id) => asked.add(id))
    if (lookup.length > 0) for (const [id, user] of await writer.registeredUsers(lookup)) users.set(id, user)
    const names = new Map([...users].map(([id, user]) => [id, user.name]))
    return { names, problems: userProblems(property, users, stored?.dealerInfo.currentDealer?.userId) }
  }
}

/** The document with its owners' names, or a 400 when it names users who are not registered (or a dealer who is not one). */
export async function withRegisteredUsers(directory: ReturnType<typeof userDirectory>, property: Property, stored?: Property): Promise<Property> {
  const { names, problems } = await directory(property, stored)
  const failure = ruleFailure(problems)
  if (failure) throw validationError(failure)
  return withOwnerNames(property, names)
}

/** The saved listing with the evaluation the save worked out (the score follows every change). */
async function withSavedEvaluation(writer: PropertyWriter, property: Property): Promise<Property> {
  const [saved] = await writer.lock([{ id: property.id }])
  return saved ? { ...property, evaluation: saved.evaluation } : property
}

const stampOf = (auth: AuthContext, now: Date) => ({ by: auth.did, at: now.toISOString() })

/** A client's reference is kept when it has the PROP- form; otherwise one is made. */
/** The reference a new listing gets: the one the client made (SPEC §3), or a new one. */
export function referenceFor(body: Body, now: Date): string {
  const { reference } = body
  return typeof reference === 'string' && PROPERTY_REFERENCE_PATTERN.test(reference) ? reference : generatePropertyReference(now.getTime())
}

export async function createProperty(input: { repository: PropertiesRepository; auth: AuthContext; body: Body; now: Date }): Promise<Property> {
  const { repository, auth, body, now } = input
  requireLister(auth)
  const reference = referenceFor(body, now)
  const { id: _id, reference: _reference, ...rest } = body
  const draft = checkedDraft(rest)
  try {
    return await repository.transaction(async (writer) => {
      const document = newPropertyDocument({ draft, id: randomUUID(), reference, by: auth.did, now })
      const proposal = await withRegisteredUsers(userDirectory(writer), document)
      // Only those who consented are named; everyone else is invited.
      const { property, invitations } = withConsent({ proposal, callerId: auth.did })
      await writer.save([{ property, isNew: true, changes: propertyChanges(undefined, property), ...(invitations ? { invitations } : {}) }], stampOf(auth, now))
      return withSavedEvaluation(writer, property)
    })
  } catch (error) {
    if (error instanceof ReferenceTakenError) throw new AppError('CONFLICT', propertyMessages.referenceTaken)
    throw error
  }
}

/** The stored document to those with property access; anyone else signed in sees a live listing's public view (owners as "Owner"). */
export async function getProperty(input: { repository: PropertiesRepository; auth: AuthContext; reference: string }): Promise<PropertyView> {
  const property = await input.repository.findOne(propertyKey(input.reference))
  if (!property) throw notFound(messages.propertyNotFound)
  requireReadable(input.auth, property)
  return propertyViewFor(input.auth, property)
}

/**
 * The stored property after a change: `candidate` is the whole document as it should become
 * (id and reference are the stored ones whatever it says).
 */
export async function changeProperty(input: {
  stored: Property
  candidate: Body
  auth: AuthContext
  now: Date
  directory: ReturnType<typeof userDirectory>
}): Promise<SaveEntry> {
  const { stored, auth, now } = input
  const draft = checkedDraft({ ...input.candidate, id: stored.id, reference: stored.reference }, withoutFormerOwnerId(stored))
  const proposal = await withRegisteredUsers(input.directory, changedPropertyDocument({ stored, draft, by: auth.did, now }), stored)
  // Who may change the owners is judged on what the caller asked for, before consent turns newly
  // named people into invitations.
  requireOwnersKeptUnlessOwner(auth, stored, proposal)
  // Only those who consented are named; everyone else newly named is invited.
  const { property, invitations } = withConsent({ proposal, stored, callerId: auth.did })
  return { property, isNew: false, changes: propertyChanges(stored, property), ...(invitations ? { invitations } : {}) }
}

/** PUT: the body is the whole property; a section it leaves out keeps its stored value. */
export async function updateProperty(input: { repository: PropertiesRepository; auth: AuthContext; reference: string; body: Body; now: Date }): Promise<Property> {
  const { repository, auth, now } = input
  return repository.transaction(async (writer) => {
    const [stored] = await writer.lock([propertyKey(input.reference)])
    if (!stored) throw notFound(messages.propertyNotFound)
    requirePropertyAccess({ auth, property: stored })
    if ((await writer.held([stored.id])).size > 0) throw new AppError('CONFLICT', operationMessages.propertyHeld)
    const entry = await changeProperty({ stored, candidate: { ...stored, ...input.body }, auth, now, directory: userDirectory(writer) })
    await writer.save([entry], stampOf(auth, now))
    await recordUnrepresentedDealerWrites(writer, auth, [{ stored, property: entry.property }], stampOf(auth, now))
    await recordAdminPropertyWrites(writer.query, auth, [{ stored, property: entry.property }])
    return withSavedEvaluation(writer, entry.property)
  })
}

/** A property the caller may manage (property tools access), or 404 / 403. */
async function managedProperty(repository: PropertiesRepository, auth: AuthContext, reference: string, need: PropertyAccessNeed = 'manage'): Promise<Property> {
  const property = await repository.findOne(propertyKey(reference))
  if (!property) throw notFound(messages.propertyNotFound)
  requirePropertyAccess({ auth, property, need })
  return property
}


/** The stored document as a file: pretty JSON named from the reference and the time. */
export async function exportProperty(input: {
  repository: PropertiesRepository
  auth: AuthContext
  reference: string
  now: Date
}): Promise<{ fileName: string; text: string }> {
  const property = await managedProperty(input.repository, input.auth, input.reference, 'read')
  return { fileName: propertyExportFileName(property.reference, input.now), text: JSON.stringify(property, null, 2) }
}
