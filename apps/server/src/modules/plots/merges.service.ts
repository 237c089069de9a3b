// Merging properties (SPEC §3 merge request, §5 merge contribution; issue #22). The sources must
// be at least two properties the caller may manage, draft or active, none in a pending request,
// whose boundaries touch or overlap so that their union is one polygon (the domain's check, then
// PostGIS's). The merged property is created at once, status pending: the union as its
// boundary, the sources' areas and prices added up, the sources' owners with shares by
// contribution; the request's targetPropertyData fills in its other fields.
import { randomUUID } from 'node:crypto'
import {
  DEFAULT_MERGE_REASON,
  checkMerge,
  generatePropertyReference,
  mergeCheckMessages,
  mergeRequestSchema,
  mergedOwners,
  messages,
  parseVertices,
  toSquareFeet,
  type Property,
} from '@vishwas/domain'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { checkedDraft, keyOf } from '../properties/properties.service'
import { propertyChanges } from '../properties/property-changes'
import { mergeDeep, newPropertyDocument } from '../properties/property-document'
import { plotsMessages } from './plots.messages'
import { OPERABLE_STATUSES, claimProperties, managedOrNotFound, managedProperty, operationProperties, pendingConflict, toMergeRecord, type MergeRecord } from './operations.service'
import type { OperationWriter, PlotsRepository } from './plots.repository'

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message)

/** The most properties one merge takes. */
export const MAX_MERGE_SOURCES = 50

/** What the merged property's fields may not come from the request: who owns it, who deals it, where it lies, its state and its record. */
const SERVER_FIELDS = ['id', 'reference', 'ownership', 'dealerInfo', 'metadata', 'analytics', 'evaluation', 'media'] as const

function readMergeRequest(body: Record<string, unknown>) {
  if (!Array.isArray(body.sourceProperties) || body.sourceProperties.length < 2) throw invalid(messages.mergeNeedsTwo)
  if (body.sourceProperties.length > MAX_MERGE_SOURCES) throw invalid(`A merge takes at most ${MAX_MERGE_SOURCES} properties`)
  const parsed = mergeRequestSchema.safeParse(body)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.')
      return { path: `body.${path}`, message: `${path}: ${issue.message}` }
    })
    throw new AppError('VALIDATION_ERROR', messages.validationErrors(errors.map((error) => error.message)), errors)
  }
  return parsed.data
}

/** The properties asked for, in the order asked, each one the caller may manage; 404 for one that was not found. */
function inOrder(auth: AuthContext, keys: readonly ReturnType<typeof keyOf>[], found: readonly Property[]): Property[] {
  return keys.map((key) => managedOrNotFound(auth, key && found.find((candidate) => ('id' in key ? candidate.id === key.id : candidate.reference === key.reference))))
}

/** The sources, locked, each one the caller may manage, in the order asked; 404 for one that does not exist. */
async function lockedSources(writer: OperationWriter, auth: AuthContext, ids: readonly string[]): Promise<Property[]> {
  const keys = ids.map((id) => keyOf(id))
  const locked = await writer.lockProperties(keys.filter((key) => key !== undefined))
  return inOrder(auth, keys, locked)
}

function mergeableProblem(sources: readonly Property[], contributions?: readonly (number | undefined)[]) {
  const notOperable = sources.find((source) => !OPERABLE_STATUSES.includes(source.basicInfo.status))
  if (notOperable) return { message: plotsMessages.notMergeable(notOperable.reference, notOperable.basicInfo.status) }
  const checked = checkMerge(
    sources.map((source, index) => ({ id: source.id, reference: source.reference, vertices: source.location.geofence.vertices, contribution: contributions?.[index] })),
  )
  return checked.ok ? { value: checked.value } : { message: checked.error }
}

const areaSqft = (property: Property) => toSquareFeet(property.specifications.area.total, property.specifications.area.unit)

/** The merged property: the request's fields over the first source's, the union boundary, the added areas and prices, the owners by contribution; stored pending. */
function mergedDocument(input: {
  sources: readonly Property[]
  boundary: { latitude: number; longitude: number }[]
  contributions: readonly number[]
  target: Record<string, unknown>
  by: string
  now: Date
}): Property {
  const { sources, boundary, contributions, now } = input
  const [first] = sources as [Property, ...Property[]]
  const target = Object.fromEntries(Object.entries(input.target).filter(([key]) => !(SERVER_FIELDS as readonly string[]).includes(key)))
  const { id: _id, reference: _reference, analytics: _analytics, evaluation: _evaluation, metadata: _metadata, ...base } = first
  const { coordinates: _coordinates, ...location } = first.location
  const merged = mergeDeep({ ...base, location, media: [] }, target) as Record<string, unknown> & Pick<Property, 'basicInfo' | 'location' | 'specifications' | 'financial'>
  const owners = mergedOwners(sources.map((source, index) => ({ owners: source.ownership.owners, contribution: contributions[index] ?? 0 })))
  const titled = typeof (input.target.basicInfo as { title?: unknown } | undefined)?.title === 'string'
  const draft = checkedDraft({
    ...merged,
    basicInfo: { ...merged.basicInfo, status: 'draft', ...(titled ? {} : { title: `${first.basicInfo.title || 'Untitled Property'} (merged)`.slice(0, 200) }) },
    location: { ...merged.location, geofence: { vertices: boundary } },
    specifications: { ...merged.specifications, area: { total: sources.reduce((sum, source) => sum + areaSqft(source), 0), unit: 'sqft' } },
    financial: {
      ...merged.financial,
      pricing: { ...merged.financial.pricing, totalPrice: sources.reduce((sum, source) => sum + source.financial.pricing.totalPrice, 0) },
    },
    ownership: { owners, ownerId: owners[0]?.userId },
    dealerInfo: { currentDealer: null },
  })
  const document = newPropertyDocument({ draft, id: randomUUID(), reference: generatePropertyReference(now.getTime()), by: input.by, now })
  return { ...document, basicInfo: { ...document.basicInfo, status: 'pending' } }
}

export async function mergeProperties(input: { repository: PlotsRepository; auth: AuthContext; body: Record<string, unknown>; now: Date }): Promise<{ merge: MergeRecord; property: Property }> {
  const { repository, auth, now } = input
  const request = readMergeRequest(input.body)
  return repository.transaction(async (writer) => {
    const sources = await lockedSources(writer, auth, request.sourceProperties.map((source) => source.propertyId))
    if ((await writer.claimed(sources.map((source) => source.id))).length > 0) throw pendingConflict()
    const checked = mergeableProblem(sources, request.sourceProperties.map((source) => source.contribution))
    if (!checked.value) throw invalid(checked.message)
    const rings = sources.map((source) => parseVertices(source.location.geofence.vertices))
    if ((await writer.firstInvalidRing([...rings, checked.value.boundary])) !== undefined || !(await writer.unionIsOnePolygon(rings))) {
      throw invalid(mergeCheckMessages.notAdjacent)
    }
    const { boundary, contributions } = checked.value
    const property = mergedDocument({ sources, boundary, contributions, target: request.targetPropertyData, by: auth.did, now })
    const operationId = randomUUID()
    const stamp = { by: auth.did, at: now.toISOString() }
    await writer.insertOperation({
      id: operationId,
      kind: 'merge',
      reason: request.mergeReason || DEFAULT_MERGE_REASON,
      remarks: request.remarks ?? null,
      requestedBy: auth.did,
      requestedAt: request.mergeDate ?? stamp.at,
      now: stamp.at,
    })
    await claimProperties(writer, operationId, [...sources.map((source) => source.id), property.id])
    await writer.saveProperties([{ property, isNew: true, changes: propertyChanges(undefined, property) }], stamp)
    await writer.insertMerge(
      operationId,
      { id: property.id, reference: property.reference, targetPropertyData: request.targetPropertyData },
      sources.map((source, index) => ({
        position: index,
        propertyId: source.id,
        propertyReference: source.reference,
        contribution: contributions[index] ?? 0,
        area: source.specifications.area.total,
        areaUnit: source.specifications.area.unit,
        previousOwner: source.ownership.ownerId ?? source.ownership.owners[0]?.userId ?? null,
      })),
    )
    const row = await writer.findMerge(operationId)
    if (!row) throw new Error('merge not written')
    return { merge: toMergeRecord(row), property }
  })
}

/** Whether these properties can be merged now, and if not why (`{ isValid, message }`); properties the caller may not manage are refused as in a merge. */
export async function validateForMerge(input: { repository: PlotsRepository; auth: AuthContext; propertyIds: readonly string[] }): Promise<{ isValid: boolean; message: string }> {
  const { repository, auth } = input
  if (input.propertyIds.length < 2) return { isValid: false, message: messages.mergeNeedsTwo }
  const keys = input.propertyIds.map((id) => keyOf(id))
  const found = await repository.findProperties(keys.filter((key) => key !== undefined))
  const sources = inOrder(auth, keys, found)
  for (const source of sources) if (await repository.isClaimed(source.id)) return { isValid: false, message: plotsMessages.pendingOperation }
  const checked = mergeableProblem(sources)
  return checked.value ? { isValid: true, message: plotsMessages.canMerge } : { isValid: false, message: checked.message }
}

/** The merges the property went into and the merge that made it, newest first. */
export async function getMergeHistory(input: { repository: PlotsRepository; auth: AuthContext; reference: string }): Promise<MergeRecord[]> {
  const property = await managedProperty(input.repository, input.auth, input.reference, 'read')
  return (await input.repository.mergesOf(property.id)).map(toMergeRecord)
}

/** The properties merged into this one, with their contribution and as they are now (null once deleted). */
export async function getSourceProperties(input: { repository: PlotsRepository; auth: AuthContext; reference: string }) {
  const sources = await operationProperties({ ...input, operationsOf: (id) => input.repository.mergesOf(id), counts: (merge, id) => merge.resultId === id, named: (merge) => merge.sources })
  return sources.map(({ operation: merge, named: source, property }) => ({
    mergeId: merge.id,
    approvalStatus: merge.approvalStatus,
    propertyId: source.propertyId,
    propertyUID: source.propertyReference,
    contribution: source.contribution,
    property: property ?? null,
  }))
}
