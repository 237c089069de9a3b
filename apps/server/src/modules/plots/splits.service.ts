// Splitting a property (SPEC §2 split tool, §3 split request, §5 split save; issue #22). A split
// request is checked with the domain's rules (SPEC's messages first, then the geometry) and
// again by PostGIS, then written in one transaction: the operation, its parts and one new
// property per part, status pending (so no one but those with access sees it), owned as the
// parent is. Nothing is saved when any check fails.
import { randomUUID } from 'node:crypto'
import {
  checkSplitPart,
  checkSplitParts,
  createManualPart,
  generatePropertyReference,
  messages,
  splitPartName,
  splitRequestSchema,
  toSplitParent,
  type CheckedSplitPart,
  type Property,
  type ResultingPart,
  type SplitPartDraft,
} from '@vishwas/domain'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import { checkedDraft } from '../properties/properties.service'
import { propertyChanges } from '../properties/property-changes'
import { newPropertyDocument } from '../properties/property-document'
import { plotsMessages } from './plots.messages'
import { OPERABLE_STATUSES, claimProperties, managedOrNotFound, managedProperty, operationProperties, pendingConflict, toSplitRecord, type SplitRecord } from './operations.service'
import type { OperationWriter, PlotsRepository } from './plots.repository'

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message)

/** The split request in the body, or SPEC's message when it has no list of parts. */
function readSplitRequest(body: Record<string, unknown>) {
  if (!Array.isArray(body.resultingProperties)) throw invalid(messages.resultingPropertiesRequired)
  const parsed = splitRequestSchema.safeParse(body)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.')
      return { path: `body.${path}`, message: `${path}: ${issue.message}` }
    })
    throw new AppError('VALIDATION_ERROR', messages.validationErrors(errors.map((error) => error.message)), errors)
  }
  return parsed.data
}

async function lockedParent(writer: OperationWriter, auth: AuthContext, reference: string): Promise<Property> {
  const [parent] = await writer.lockProperties([propertyKey(reference)])
  return managedOrNotFound(auth, parent)
}

/** Why the property cannot be split now (SPEC's message for a missing boundary), or undefined. */
function splittableProblem(parent: Property): string | undefined {
  if (!OPERABLE_STATUSES.includes(parent.basicInfo.status)) return plotsMessages.notSplittable(parent.basicInfo.status)
  if (toSplitParent(parent).vertices.length < 3) return messages.parentNeedsBoundary
  return undefined
}

/** The document of one part: the parent's, with the part's name, boundary, area and share of the price, no dealer and no media; checked as a draft, stored pending. */
function partDocument(input: { parent: Property; part: ResultingPart; checked: CheckedSplitPart; n: number; by: string; now: Date }): Property {
  const { parent, part, checked, n, now } = input
  const { id: _id, reference: _reference, analytics: _analytics, evaluation: _evaluation, metadata: _metadata, ...rest } = parent
  const { coordinates: _coordinates, ...location } = parent.location
  const title = part.name?.trim() || splitPartName(toSplitParent(parent).title, n)
  const draft = checkedDraft({
    ...rest,
    basicInfo: { ...parent.basicInfo, title, status: 'draft', ...(part.description ? { description: part.description } : {}) },
    location: { ...location, geofence: { vertices: checked.vertices } },
    specifications: { ...parent.specifications, area: { total: part.area, unit: part.areaUnit } },
    financial: { ...parent.financial, pricing: { ...parent.financial.pricing, totalPrice: Math.round((parent.financial.pricing.totalPrice * checked.portion) / 100) } },
    dealerInfo: { ...parent.dealerInfo, currentDealer: null },
    media: [],
  })
  const document = newPropertyDocument({ draft, id: randomUUID(), reference: generatePropertyReference(now.getTime()), by: input.by, now })
  // The parent's owners hold the parts as they held the parent.
  return { ...document, ownership: parent.ownership, basicInfo: { ...document.basicInfo, status: 'pending' } }
}

export async function splitProperty(input: {
  repository: PlotsRepository
  auth: AuthContext
  reference: string
  body: Record<string, unknown>
  now: Date
}): Promise<{ split: SplitRecord; resultingProperties: Property[]; message: string }> {
  const { repository, auth, now } = input
  const request = readSplitRequest(input.body)
  return repository.transaction(async (writer) => {
    const parent = await lockedParent(writer, auth, input.reference)
    if ((await writer.claimed([parent.id])).length > 0) throw pendingConflict()
    const problem = splittableProblem(parent)
    if (problem) throw invalid(problem)
    const parts = request.resultingProperties
    const checked = checkSplitParts(toSplitParent(parent), parts)
    if (!checked.ok) throw invalid(checked.error)
    const notValid = await writer.firstInvalidRing(checked.value.map((part) => part.vertices))
    if (notValid !== undefined) throw invalid(`Part ${notValid + 1}: Property boundary must be a simple polygon`)

    const operationId = randomUUID()
    const results = parts.map((part, index) => partDocument({ parent, part, checked: checked.value[index] as CheckedSplitPart, n: index + 1, by: auth.did, now }))
    const stamp = { by: auth.did, at: now.toISOString() }
    await writer.insertOperation({
      id: operationId,
      kind: 'split',
      reason: request.splitReason,
      remarks: request.remarks ?? null,
      requestedBy: auth.did,
      requestedAt: request.splitDate ?? stamp.at,
      now: stamp.at,
    })
    await claimProperties(writer, operationId, [parent.id, ...results.map((result) => result.id)])
    await writer.saveProperties(
      results.map((property) => ({ property, isNew: true, changes: propertyChanges(undefined, property) })),
      stamp,
    )
    await writer.insertSplit(
      operationId,
      parent,
      results.map((property, index) => {
        const part = parts[index] as ResultingPart
        return {
          position: index,
          propertyId: property.id,
          propertyReference: property.reference,
          name: property.basicInfo.title,
          portion: part.portion,
          area: part.area,
          areaUnit: part.areaUnit,
          description: part.description,
          documents: part.documents,
          vertices: (checked.value[index] as CheckedSplitPart).vertices,
        }
      }),
    )
    const row = await writer.findSplit(operationId)
    if (!row) throw new Error('split not written')
    return { split: toSplitRecord(row), resultingProperties: results, message: messages.splitSaved(results.map((result) => result.id)) }
  })
}

/** One drawn part measured against its parent (the split tool's manual add): nothing is saved. */
export async function checkPart(input: { repository: PlotsRepository; auth: AuthContext; reference: string; body: Record<string, unknown> }): Promise<{ part: SplitPartDraft; message: string }> {
  const parent = await managedProperty(input.repository, input.auth, input.reference, 'read')
  const splitParent = toSplitParent(parent)
  if (splitParent.vertices.length < 3) throw invalid(messages.parentNeedsBoundary)
  const coordinates = Array.isArray(input.body.coordinates) ? input.body.coordinates : []
  const ring = checkSplitPart(splitParent, coordinates)
  if (!ring.ok) throw invalid(ring.error)
  const existing = typeof input.body.existingParts === 'number' && Number.isInteger(input.body.existingParts) && input.body.existingParts >= 0 ? Math.min(input.body.existingParts, 99) : 0
  const made = createManualPart(splitParent, ring.value, existing)
  if (!made.ok) throw invalid(made.error)
  const name = typeof input.body.name === 'string' && input.body.name.trim() !== '' ? input.body.name.trim().slice(0, 200) : made.value.part.name
  const description = typeof input.body.description === 'string' ? input.body.description.slice(0, 2000) : ''
  return { part: { ...made.value.part, name, description }, message: made.value.message }
}

/** Whether the property can be split now, and if not why (SPEC's `{ isValid, message }`). */
export async function validateForSplit(input: { repository: PlotsRepository; auth: AuthContext; reference: string }): Promise<{ isValid: boolean; message: string }> {
  const parent = await managedProperty(input.repository, input.auth, input.reference, 'read')
  if (await input.repository.isClaimed(parent.id)) return { isValid: false, message: plotsMessages.pendingOperation }
  const problem = splittableProblem(parent)
  return problem ? { isValid: false, message: problem } : { isValid: true, message: plotsMessages.canSplit }
}

/** The splits of the property and the split that made it, newest first. */
export async function getSplitHistory(input: { repository: PlotsRepository; auth: AuthContext; reference: string }): Promise<SplitRecord[]> {
  const property = await managedProperty(input.repository, input.auth, input.reference, 'read')
  return (await input.repository.splitsOf(property.id)).map(toSplitRecord)
}

/** The properties splits of this one created and that still exist (pending ones and the drafts an approval made), with their split. */
export async function getResultingProperties(input: { repository: PlotsRepository; auth: AuthContext; reference: string }) {
  const parts = await operationProperties({ ...input, operationsOf: (id) => input.repository.splitsOf(id), counts: (split, id) => split.parentId === id, named: (split) => split.parts })
  return parts.flatMap(({ operation: split, named: part, property }) => (property ? [{ splitId: split.id, approvalStatus: split.approvalStatus, portion: part.portion, property }] : []))
}
