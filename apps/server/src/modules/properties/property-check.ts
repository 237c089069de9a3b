// What a property document must pass before it is stored, in order: SPEC §5's data check (its
// messages verbatim), the domain's property schema, then the rules that keep the typed columns
// and tables sound (a boundary and an area within the domain's property limits, a price the
// bigint column holds, owners' shares that make the whole, each owner once, owners and dealer
// who are registered users). Every problem has a path and a sentence.
import {
  Result,
  areaProblem,
  boundaryProblem,
  messages,
  ownerSharesProblem,
  parseVertices,
  propertySchema,
  toSquareMetres,
  validatePropertyData,
  type PropertyDraft,
} from '@vishwas/domain'
import { propertyMessages } from './properties.messages'
import type { RegisteredUser } from './properties.repository'

export type Problem = { path: string; message: string }
export type CheckFailure = { message: string; problems: Problem[] }

/** The highest total price stored (whole rupees; the list filters take the same bound). */
export const MAX_TOTAL_PRICE = 1e13

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Where each message of SPEC's data check points. */
export function dataCheckPath(message: string): string {
  if (message === messages.totalPriceMustBeNumber) return 'financial.pricing.totalPrice'
  if (message === messages.totalAreaMustBeNumber) return 'specifications.area.total'
  return message.slice(messages.missingRequiredField('').length)
}

/** SPEC §5 property data check, then the schema: the document, or 'Validation errors: ...'. */
export function parsePropertyDocument(data: unknown): Result<PropertyDraft, CheckFailure> {
  const check = validatePropertyData(data)
  if (!check.valid) {
    return Result.err({ message: messages.validationErrors(check.errors), problems: check.errors.map((message) => ({ path: dataCheckPath(message), message })) })
  }
  const parsed = propertySchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.')
      return { path, message: path ? `${path}: ${issue.message}` : issue.message }
    })
    return Result.err({ message: messages.validationErrors(problems.map((p) => p.message)), problems })
  }
  return Result.ok(parsed.data)
}

/** The boundary as an open ring (a repeated closing vertex dropped). */
export function boundaryVertices(draft: PropertyDraft) {
  return parseVertices(draft.location.geofence.vertices)
}

/** Rules beyond the schema that need no database. */
export function documentProblems(draft: PropertyDraft): Problem[] {
  const problems: Problem[] = []
  const boundary = boundaryProblem(boundaryVertices(draft))
  if (boundary) problems.push({ path: 'location.geofence.vertices', message: boundary })
  const { area } = draft.specifications
  const tooLarge = areaProblem(toSquareMetres(area.total, area.unit))
  if (tooLarge) problems.push({ path: 'specifications.area.total', message: tooLarge })
  if (draft.financial.pricing.totalPrice > MAX_TOTAL_PRICE) {
    problems.push({ path: 'financial.pricing.totalPrice', message: propertyMessages.priceTooHigh(MAX_TOTAL_PRICE) })
  }
  const shares = ownerSharesProblem(draft.ownership.owners.map((owner) => owner.share))
  if (shares) problems.push({ path: 'ownership.owners', message: shares })
  const seen = new Set<string>()
  draft.ownership.owners.forEach((owner, index) => {
    const id = owner.userId.toLowerCase()
    if (seen.has(id)) problems.push({ path: `ownership.owners.${index}.userId`, message: propertyMessages.duplicateOwner(owner.userId) })
    seen.add(id)
  })
  const { ownerId } = draft.ownership
  if (ownerId && seen.size > 0 && !seen.has(ownerId.toLowerCase())) {
    problems.push({ path: 'ownership.ownerId', message: propertyMessages.ownerIdNotAnOwner(ownerId) })
  }
  return problems
}

type NamedUser = { path: string; userId: string; role: 'owner' | 'dealer' }

/** The user ids a document names (owners, primary owner, dealer), which must be registered users. */
export function namedUsers(draft: PropertyDraft): NamedUser[] {
  const named: NamedUser[] = draft.ownership.owners.map((owner, index) => ({ path: `ownership.owners.${index}.userId`, userId: owner.userId, role: 'owner' }))
  const { ownerId } = draft.ownership
  if (ownerId && !named.some((owner) => owner.userId.toLowerCase() === ownerId.toLowerCase())) named.push({ path: 'ownership.ownerId', userId: ownerId, role: 'owner' })
  const dealer = draft.dealerInfo.currentDealer?.userId
  if (dealer) named.push({ path: 'dealerInfo.currentDealer.userId', userId: dealer, role: 'dealer' })
  return named
}

/** Whether the text is a UUID (user ids and property ids are). */
export const isUuid = (value: string) => UUID.test(value)

/**
 * Owners and dealer that are not registered users (`registered`: those that are, by lower-case
 * id), and a dealer without the dealer role, unless the property already had that dealer
 * (`keptDealer`): a dealer who has since lost the role does not stop other changes.
 */
export function userProblems(draft: PropertyDraft, registered: ReadonlyMap<string, RegisteredUser>, keptDealer?: string): Problem[] {
  return namedUsers(draft).flatMap((named): Problem[] => {
    const user = registered.get(named.userId.toLowerCase())
    if (!user) {
      return [{ path: named.path, message: named.role === 'dealer' ? propertyMessages.unknownDealer(named.userId) : propertyMessages.unknownOwner(named.userId) }]
    }
    if (named.role === 'dealer' && !user.isDealer && named.userId.toLowerCase() !== keptDealer?.toLowerCase()) {
      return [{ path: named.path, message: propertyMessages.notADealer(named.userId) }]
    }
    return []
  })
}

/** Problems found after the schema passed: the first one's sentence leads. */
export function ruleFailure(problems: readonly Problem[]): CheckFailure | undefined {
  const [first] = problems
  if (!first) return undefined
  return { message: problems.length > 1 ? `${first.message} (and ${problems.length - 1} more)` : first.message, problems: [...problems] }
}
