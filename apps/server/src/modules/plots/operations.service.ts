// What splits and merges share: the answers' shapes, the one-pending-request rule, and the
// decisions (approve, reject, cancel), which the domain's decidePropertyOperation judges and this
// carries out in one transaction: properties are locked first (in id order, as a new request
// locks them), then the operation, so a decision and a request on the same plot never wait on
// each other in a cycle.
import {
  pageOffset,
  paginate,
  decidePropertyOperation,
  isAreaUnit,
  messages,
  propertyViewFor,
  type AreaUnit,
  type OperationAction,
  type OperationKind,
  type Property,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { hasPropertyAccess, requirePropertyAccess, type AuthContext, type PropertyAccessNeed } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import { plotsMessages } from './plots.messages'
import { PropertyClaimedError, type MergeRow, type OperationListFilter, type OperationWriter, type PlotsRepository, type SplitRow } from './plots.repository'

/** The property found, which the caller must be allowed to manage (or, for a read, to read); 404 when none was found. */
export function managedOrNotFound(auth: AuthContext, property: Property | undefined, need: PropertyAccessNeed = 'manage'): Property {
  if (!property) throw notFound(messages.propertyNotFound)
  requirePropertyAccess({ auth, property, need })
  return property
}

/** The property by id or reference, which the caller must be allowed to manage (or, for a read, to read). */
export async function managedProperty(repository: PlotsRepository, auth: AuthContext, reference: string, need: PropertyAccessNeed = 'manage'): Promise<Property> {
  const [property] = await repository.findProperties([propertyKey(reference)])
  return managedOrNotFound(auth, property, need)
}

/**
 * The operations of one kind that a managed property took part in and that count for the question
 * asked (the splits made from it, the merge that made it), each with the properties it names as
 * the caller may see them now (undefined once deleted): one reading for a split's resulting
 * properties and a merge's sources.
 */
export async function operationProperties<Row, Named extends { propertyId: string }>(input: {
  repository: PlotsRepository
  auth: AuthContext
  reference: string
  operationsOf: (propertyId: string) => Promise<Row[]>
  counts: (operation: Row, propertyId: string) => boolean
  named: (operation: Row) => readonly Named[]
}): Promise<{ operation: Row; named: Named; property: ReturnType<typeof propertyViewFor> | undefined }[]> {
  const property = await managedProperty(input.repository, input.auth, input.reference, 'read')
  const operations = (await input.operationsOf(property.id)).filter((operation) => input.counts(operation, property.id))
  const named = operations.flatMap((operation) => input.named(operation).map((item) => ({ operation, named: item })))
  const found = new Map((await input.repository.findProperties(named.map((item) => ({ id: item.named.propertyId })))).map((result) => [result.id, result]))
  return named.map((item) => {
    const current = found.get(item.named.propertyId)
    return { ...item, property: current ? propertyViewFor(input.auth, current) : undefined }
  })
}

export const unitOf = (unit: string): AreaUnit => (isAreaUnit(unit) ? unit : 'sqft')

export function toSplitRecord(row: SplitRow) {
  return {
    id: row.id,
    parentPropertyId: row.parentId,
    parentPropertyUID: row.parentReference,
    splitDate: row.requestedAt,
    splitReason: row.reason,
    resultingProperties: row.parts.map((part) => ({
      propertyId: part.propertyId,
      propertyUID: part.propertyReference,
      name: part.name,
      portion: part.portion,
      area: part.area,
      areaUnit: unitOf(part.areaUnit),
      description: part.description,
      documents: part.documents,
      coordinates: part.coordinates,
      parentPropertyId: row.parentId,
    })),
    ...decisionOf(row),
  }
}
export type SplitRecord = ReturnType<typeof toSplitRecord>

export function toMergeRecord(row: MergeRow) {
  return {
    id: row.id,
    resultPropertyId: row.resultId,
    resultPropertyUID: row.resultReference,
    mergeDate: row.requestedAt,
    mergeReason: row.reason,
    targetPropertyData: row.targetPropertyData,
    sourceProperties: row.sources.map((source) => ({
      propertyId: source.propertyId,
      propertyUID: source.propertyReference,
      contribution: source.contribution,
      area: source.area,
      areaUnit: unitOf(source.areaUnit),
      previousOwner: source.previousOwner,
    })),
    ...decisionOf(row),
  }
}
export type MergeRecord = ReturnType<typeof toMergeRecord>

function decisionOf(row: SplitRow | MergeRow) {
  return {
    approvalStatus: row.approvalStatus,
    approvedBy: row.decidedBy,
    approvalDate: row.decidedAt,
    remarks: row.remarks,
    status: row.status,
    operationId: row.id,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export const pendingConflict = () => new AppError('CONFLICT', plotsMessages.pendingOperation)

/** Claims the properties for the operation, or 409 when a pending request already holds one. */
export async function claimProperties(writer: OperationWriter, operationId: string, propertyIds: readonly string[]): Promise<void> {
  try {
    await writer.claim(operationId, propertyIds)
  } catch (error) {
    if (error instanceof PropertyClaimedError) throw pendingConflict()
    throw error
  }
}

/** Statuses a property may be split or merged from. */
export const OPERABLE_STATUSES: readonly string[] = ['draft', 'active']


/**
 * Approves, rejects or cancels a split or merge. `propertyId`: the property in the path of a
 * split's PATCH and cancel, which must be the split's parent.
 */
export async function decidePlotOperation(input: {
  repository: PlotsRepository
  auth: AuthContext
  kind: OperationKind
  operationId: string
  propertyId?: string
  action: OperationAction
  remarks: string | undefined
  now: Date
}): Promise<SplitRow | MergeRow> {
  const { repository, auth, kind, operationId, action, now } = input
  const missing = () => notFound(kind === 'split' ? plotsMessages.splitNotFound : plotsMessages.mergeNotFound)
  const seen = await repository.findOperation(operationId)
  if (!seen || seen.kind !== kind) throw missing()
  if (input.propertyId !== undefined) {
    const key = propertyKey(input.propertyId)
    const [parent] = await repository.findProperties([key])
    const parentId = parent?.id ?? ('id' in key ? key.id : undefined)
    if (parentId !== seen.sources[0]) throw missing()
  }
  return repository.transaction(async (writer) => {
    const involved = [...seen.sources, ...seen.results]
    const locked = await writer.lockProperties(involved.map((id) => ({ id })))
    const operation = await writer.lockOperation(operationId)
    if (!operation) throw missing()
    const sources = locked.filter((property) => operation.sources.includes(property.id))
    const mayManage = operation.requestedBy === auth.did || (sources.length > 0 && sources.every((property) => hasPropertyAccess(auth, property)))
    const decided = decidePropertyOperation({ kind, current: operation.approvalStatus, action, actor: { isAdmin: auth.roles.isAdmin, hasPropertyAccess: mayManage } })
    if (!decided.ok) throw new AppError(decided.error.reason === 'forbidden' ? 'FORBIDDEN' : 'CONFLICT', decided.error.message)
    const transition = decided.value
    const stamp = { by: auth.did, at: now.toISOString() }
    if (transition.results === 'draft') {
      if ((await writer.countProperties(involved)) !== new Set(involved).size) throw new AppError('CONFLICT', plotsMessages.propertyGone)
      await writer.setStatus(operation.results, 'draft', stamp)
    } else {
      await writer.removeProperties(operation.results)
    }
    if (transition.sources === 'inactive') await writer.setStatus(operation.sources, 'inactive', stamp)
    await writer.decide(operationId, { status: transition.operationStatus, approvalStatus: transition.approvalStatus, remarks: input.remarks ?? null, stamp })
    const row = kind === 'split' ? await writer.findSplit(operationId) : await writer.findMerge(operationId)
    if (!row) throw missing()
    return row
  })
}

/** An operation's status: to its requester, admins and anyone who may manage one of its properties. */
export async function getOperationStatus(input: { repository: PlotsRepository; auth: AuthContext; operationId: string }) {
  const operation = await input.repository.findOperation(input.operationId)
  if (!operation) throw notFound(plotsMessages.operationNotFound)
  const { auth } = input
  if (operation.requestedBy !== auth.did && !auth.roles.isAdmin) {
    const properties = await input.repository.findProperties([...operation.sources, ...operation.results].map((id) => ({ id })))
    if (!properties.some((property) => hasPropertyAccess(auth, property, 'read'))) throw notFound(plotsMessages.operationNotFound)
  }
  return {
    id: operation.id,
    type: operation.kind,
    status: operation.status,
    approvalStatus: operation.approvalStatus,
    sourcePropertyIds: operation.sources,
    resultPropertyIds: operation.results,
    createdAt: operation.createdAt,
    updatedAt: operation.updatedAt,
  }
}

/** A property a request starts from (a split's parent, a merge's sources), as a queue names it. */
export type RequestSubject = { id: string; reference: string; title: string; city: string; status: string }

export type PlotRequest = { type: 'split'; split: SplitRecord; properties: RequestSubject[] } | { type: 'merge'; merge: MergeRecord; properties: RequestSubject[] }

/**
 * A page of split and merge requests, newest first: every request for admins (their queue), and
 * for anyone else the requests they made or that name a property they stand for. `properties`
 * names the request's parent or sources the caller may see: those they may manage and live listings.
 */
export async function listPlotRequests(input: {
  repository: PlotsRepository
  auth: AuthContext
  approvalStatus: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'all'
  kind: 'split' | 'merge' | undefined
  page: number
  limit: number
}): Promise<{ requests: PlotRequest[]; pagination: ReturnType<typeof paginate> }> {
  const { repository, auth, page, limit } = input
  const filter: OperationListFilter = {
    approvalStatus: input.approvalStatus === 'all' ? undefined : input.approvalStatus,
    kind: input.kind,
    viewer: auth.roles.isAdmin ? undefined : auth.did,
    limit,
    offset: pageOffset(page, limit),
  }
  const { total, operations } = await repository.listOperations(filter)
  const subjectIds = (row: SplitRow | MergeRow) => ('parentId' in row ? [row.parentId] : row.sources.map((source) => source.propertyId))
  const found = await repository.findProperties([...new Set(operations.flatMap(subjectIds))].map((id) => ({ id })))
  const visible = new Map(
    found
      .filter((property) => property.basicInfo.status === 'active' || hasPropertyAccess(auth, property, 'read'))
      .map((property) => [property.id, { id: property.id, reference: property.reference, title: property.basicInfo.title, city: property.location.address.city, status: property.basicInfo.status }]),
  )
  const subjectsOf = (row: SplitRow | MergeRow) => subjectIds(row).flatMap((id) => visible.get(id) ?? [])
  const requests = operations.map((row): PlotRequest =>
    'parentId' in row ? { type: 'split', split: toSplitRecord(row), properties: subjectsOf(row) } : { type: 'merge', merge: toMergeRecord(row), properties: subjectsOf(row) },
  )
  return { requests, pagination: paginate(total, page, limit) }
}
