// Site visits (issue #23): a signed-in visitor proposes up to three slots at a listing, in person
// or by video; the property side confirms one or proposes another, which the visitor then
// accepts; the status moves by the domain's visitMachine, each step under a version check and
// each notifying the other side. The visitor, the people with property access and admins see a
// visit; anyone else is told it does not exist (404).
import {
  afterSlotActions,
  allowedActions,
  checkTransition,
  checkVisitSlot,
  checkVisitSlots,
  isPublicPropertyStatus,
  messages,
  paginate,
  transitionMessages,
  visitCalendarFile,
  visitMachine,
  visitMessages,
  visitTurnRefusal,
  type Property,
  type VisitAction,
  type VisitParty,
  type VisitProposer,
  type VisitSlot,
  type VisitStatus,
  type VisitView,
} from '@vishwas/domain'
import { AppError, badRequest, notFound } from '../../errors'
import { actsForListing, hasPropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { findProperty } from '../media/media.service'
import type { NotificationInput } from '../notifications/notifications.repository'
import type { PropertiesRepository } from '../properties/properties.repository'
import type { VisitChange, VisitRow, VisitsRepository } from './visits.repository'

export type VisitsDeps = { visits: VisitsRepository; properties: PropertiesRepository }

/** Open visits one person may hold across listings. */
export const MAX_OPEN_VISITS = 10

export function visitPartiesOf(auth: AuthContext, visit: Pick<VisitRow, 'visitorId'>, property: Property): VisitParty[] {
  const parties: VisitParty[] = []
  if (visit.visitorId === auth.did) parties.push('visitor')
  // A dealer (property access everywhere) who booked it is only the visitor here: never both sides of one item.
  else if (actsForListing(auth, property) || auth.roles.isDealer) parties.push('property side')
  if (auth.roles.isAdmin) parties.push('admin')
  return parties
}

/** What the parties may do now: the table, the turn rule and the clock. */
function actionsNow(row: VisitRow, parties: readonly VisitParty[], now: Date): VisitAction[] {
  return allowedActions(visitMachine, row.status, parties).filter((action) => {
    if (visitTurnRefusal({ action, proposedBy: row.proposedBy, parties })) return false
    return !afterSlotActions.includes(action) || Date.parse(row.slotStart) <= now.getTime()
  })
}

function view(row: VisitRow, parties: readonly VisitParty[], now: Date): VisitView {
  const { slotStart, slotEnd, ...rest } = row
  return { ...rest, slot: { start: slotStart, end: slotEnd }, allowedActions: actionsNow(row, parties, now) }
}

const visitorLink = (id: string) => `/profile/activity?visit=${id}`
const toolsLink = (propertyId: string) => `/${propertyId}/tools?section=visits`
const when = (slot: VisitSlot) =>
  new Date(slot.start).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).replace(/\u202f/g, ' ')

async function readable(deps: VisitsDeps, auth: AuthContext, id: string) {
  const row = await deps.visits.find(id)
  const property = row ? await deps.properties.findOne({ id: row.propertyId }) : undefined
  if (!row || !property) throw notFound(visitMessages.notFound)
  const parties = visitPartiesOf(auth, row, property)
  if (parties.length === 0) throw notFound(visitMessages.notFound)
  return { row, property, parties }
}

const slotsError = (error: { index: number; message: string }) => new AppError('UNPROCESSABLE', error.message, [{ path: `slots.${error.index}`, message: error.message }])

export async function requestVisit(input: {
  deps: VisitsDeps
  auth: AuthContext
  property: string
  slots: VisitSlot[]
  mode: 'in-person' | 'video'
  notes?: string | undefined
  now: Date
}): Promise<VisitView> {
  const { deps, auth } = input
  const property = await findProperty(deps.properties, input.property)
  if (!isPublicPropertyStatus(property.basicInfo.status) && !hasPropertyAccess(auth, property, 'read')) throw notFound(messages.propertyNotFound)
  if (actsForListing(auth, property)) throw new AppError('UNPROCESSABLE', visitMessages.ownProperty)
  const slots = checkVisitSlots(input.slots, input.now)
  if (!slots.ok) throw slotsError(slots.error)
  const title = property.basicInfo.title
  const created = await deps.visits.create({
    propertyId: property.id,
    visitorId: auth.did,
    mode: input.mode,
    slots: slots.value,
    notes: input.notes?.trim() ? input.notes.trim() : null,
    maxOpen: MAX_OPEN_VISITS,
    notify: (recipients) =>
      recipients.map((userId) => ({
        userId,
        kind: 'visit',
        title: `Visit requested at ${title}`,
        body: `${slots.value.length === 1 ? 'Proposed slot' : 'Proposed slots'}: ${slots.value.map(when).join('; ')} (${input.mode})`,
        link: toolsLink(property.id),
      })),
  })
  if ('refused' in created) throw new AppError('CONFLICT', created.refused === 'open' ? visitMessages.alreadyBooked : visitMessages.tooManyOpen)
  return view((await deps.visits.find(created.id))!, ['visitor'], input.now)
}

export async function listVisits(input: {
  deps: VisitsDeps
  auth: AuthContext
  role?: 'visitor' | 'property' | undefined
  property?: string | undefined
  status?: VisitStatus | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
  limit: number
  now: Date
}) {
  const { deps, auth } = input
  const property = input.property ? await findProperty(deps.properties, input.property) : undefined
  const accessible = property && hasPropertyAccess(auth, property, 'read') ? property.id : undefined
  const { visits, total } = await deps.visits.list({
    viewer: auth.roles.isAdmin && input.role !== 'visitor' ? null : auth.did,
    role: input.role,
    accessibleProperty: accessible,
    propertyId: property?.id,
    status: input.status,
    from: input.from,
    to: input.to,
    page: input.page,
    limit: input.limit,
  })
  const partiesOf = (row: VisitRow): VisitParty[] => [
    ...(row.visitorId === auth.did ? (['visitor'] as const) : []),
    ...(row.visitorId !== auth.did && (!auth.roles.isAdmin || auth.roles.isDealer || accessible) ? (['property side'] as const) : []),
    ...(auth.roles.isAdmin ? (['admin'] as const) : []),
  ]
  return { visits: visits.map((row) => view(row, partiesOf(row), input.now)), pagination: paginate(total, input.page, input.limit) }
}

export async function getVisit(input: { deps: VisitsDeps; auth: AuthContext; id: string; now: Date }): Promise<VisitView> {
  const { row, parties } = await readable(input.deps, input.auth, input.id)
  return view(row, parties, input.now)
}

/** The slot of `slots` starting at `start` (or the only one). */
function chosenSlot(slots: readonly VisitSlot[], start: string | undefined): VisitSlot | undefined {
  if (start === undefined) return slots.length === 1 ? slots[0] : undefined
  const at = Date.parse(start)
  return slots.find((slot) => Date.parse(slot.start) === at)
}

export async function transitionVisit(input: {
  deps: VisitsDeps
  auth: AuthContext
  id: string
  action: string
  version?: number | undefined
  /** confirm / accept: the start of the chosen slot. */
  slotStart?: string | undefined
  /** propose: the new slots. */
  slots?: VisitSlot[] | undefined
  now: Date
}): Promise<VisitView> {
  const { deps, auth, now } = input
  const { row, parties, property } = await readable(deps, auth, input.id)
  const checked = checkTransition(visitMachine, { from: row.status, action: input.action, parties })
  if (!checked.ok) throw new AppError(checked.error.kind === 'party' ? 'FORBIDDEN' : checked.error.kind === 'status' ? 'CONFLICT' : 'BAD_REQUEST', checked.error.message)
  const action = input.action as VisitAction
  const turn = visitTurnRefusal({ action, proposedBy: row.proposedBy, parties })
  if (turn) throw new AppError('CONFLICT', turn)
  if (input.version !== undefined && input.version !== row.version) throw new AppError('CONFLICT', transitionMessages.stale(visitMachine.entity))
  if (afterSlotActions.includes(action) && Date.parse(row.slotStart) > now.getTime()) throw new AppError('CONFLICT', visitMessages.notBegun)

  // The acting side: the visitor when that is their only part, else the property side (an admin acts for it).
  const actorSide: VisitProposer = parties.includes('visitor') && !parties.includes('property side') ? 'visitor' : 'property side'
  const current = { start: row.slotStart, end: row.slotEnd }
  let change: VisitChange = { status: checked.value, proposedSlots: row.proposedSlots, proposedBy: row.proposedBy, slot: current, hostId: row.hostId }
  if (action === 'confirm' || action === 'accept') {
    const slot = chosenSlot(row.proposedSlots, input.slotStart)
    if (!slot) throw new AppError('UNPROCESSABLE', visitMessages.slotNotProposed, [{ path: 'slotStart', message: visitMessages.slotNotProposed }])
    const stillAhead = checkVisitSlot(slot, now)
    if (!stillAhead.ok) throw new AppError('UNPROCESSABLE', stillAhead.error)
    change = { ...change, proposedSlots: [slot], slot, hostId: action === 'confirm' ? auth.did : row.hostId }
  } else if (action === 'propose') {
    if (!input.slots) throw badRequest('Propose at least one slot', [{ path: 'slots', message: 'Propose at least one slot' }])
    const slots = checkVisitSlots(input.slots, now)
    if (!slots.ok) throw slotsError(slots.error)
    change = { ...change, proposedSlots: slots.value, proposedBy: actorSide, slot: slots.value[0]!, hostId: actorSide === 'property side' ? auth.did : row.hostId }
  }

  const title = property.basicInfo.title
  const words: Record<VisitAction, string> = {
    confirm: `Visit confirmed at ${title}`,
    accept: `Visit confirmed at ${title}`,
    propose: `New time proposed for your visit at ${title}`,
    cancel: `Visit cancelled at ${title}`,
    complete: `Visit at ${title} marked completed`,
    'no-show': `Visit at ${title} marked as a no-show`,
  }
  const toVisitor = actorSide === 'property side'
  const done = await deps.visits.transition({
    id: row.id,
    version: row.version,
    change,
    notify: async (query): Promise<NotificationInput[]> => {
      const recipients = toVisitor ? (row.visitorId === auth.did ? [] : [row.visitorId]) : await deps.visits.propertySide(query, row.propertyId, auth.did)
      const body = action === 'propose' ? change.proposedSlots.map(when).join('; ') : when(change.slot)
      return recipients.map((userId) => ({ userId, kind: 'visit', title: words[action], body, link: toVisitor ? visitorLink(row.id) : toolsLink(row.propertyId) }))
    },
  })
  if (!done) throw new AppError('CONFLICT', transitionMessages.stale(visitMachine.entity))
  return getVisit({ deps, auth, id: row.id, now })
}

/** The visit as an .ics file, for its visitor, the people with property access and admins. */
export async function visitCalendar(input: { deps: VisitsDeps; auth: AuthContext; id: string; now: Date; brandName: string; uidDomain: string }): Promise<{ filename: string; body: string }> {
  const { row } = await readable(input.deps, input.auth, input.id)
  const status = row.status === 'confirmed' || row.status === 'completed' ? 'CONFIRMED' : row.status === 'requested' ? 'TENTATIVE' : 'CANCELLED'
  const body = visitCalendarFile({
    id: row.id,
    uidDomain: input.uidDomain,
    productName: input.brandName,
    start: row.slotStart,
    end: row.slotEnd,
    stamp: input.now.toISOString(),
    sequence: row.version,
    status,
    summary: `Site visit: ${row.propertyTitle}`,
    description: `${row.mode === 'video' ? 'Video visit' : 'Visit in person'} (${row.status}) of ${row.propertyTitle} (${row.propertyReference}) booked on ${input.brandName}.`,
    location: row.mode === 'video' ? 'Video call' : row.propertyAddress,
  })
  return { filename: `visit-${row.propertyReference}-${row.id.slice(0, 8)}.ics`, body }
}
