// Inquiries (issue #23): a signed-in user asks about a listing; the people with property access
// answer in its thread; the status moves by the domain's inquiryMachine. The asker's number goes
// to the property side only when they ticked "share my number". A second question from the same
// person on the same listing joins their open thread. Anyone who is neither the asker, nor has
// property access, nor is an admin is told the inquiry does not exist (404).
import {
  MAX_INQUIRIES_PER_DAY,
  allowedActions,
  checkTransition,
  inquiryMachine,
  inquiryMessages,
  isOpenInquiry,
  isPublicPropertyStatus,
  messages,
  paginate,
  transitionMessages,
  type InquiryParty,
  type InquiryStatus,
  type Property,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import type { QueryFn } from '../../db/database'
import { actsForListing, hasPropertyAccess, requireAdmin, type AuthContext } from '../../plugins/auth-guards'
import { recordAdminAction } from '../admin-audit/admin-audit.repository'
import { findProperty } from '../media/media.service'
import type { NotificationInput } from '../notifications/notifications.repository'
import type { PropertiesRepository } from '../properties/properties.repository'
import type { InquiriesRepository, InquiryMessageRow, InquiryRow } from './inquiries.repository'

export type InquiriesDeps = { inquiries: InquiriesRepository; properties: PropertiesRepository }

export type InquiryView = Omit<InquiryRow, 'phoneNumber'> & { phoneNumber?: string; channel: 'web'; allowedActions: string[] }
export type InquiryMessageView = Omit<InquiryMessageRow, 'authorName'> & { authorName: string | null }

/** The caller's parties on an inquiry about `property`. */
export function inquiryPartiesOf(auth: AuthContext, inquiry: Pick<InquiryRow, 'userId'>, property: Property): InquiryParty[] {
  const parties: InquiryParty[] = []
  if (inquiry.userId === auth.did) parties.push('asker')
  // A dealer (property access everywhere) who asked it is only the asker here: never both sides of one item.
  else if (actsForListing(auth, property) || auth.roles.isDealer) parties.push('property side')
  if (auth.roles.isAdmin) parties.push('admin')
  return parties
}

function view(row: InquiryRow, parties: readonly InquiryParty[]): InquiryView {
  const { phoneNumber, ...rest } = row
  return {
    ...rest,
    ...(row.sharePhone && phoneNumber ? { phoneNumber } : {}),
    channel: 'web',
    allowedActions: allowedActions(inquiryMachine, row.status, parties),
  }
}

const link = (id: string) => `/profile/activity?inquiry=${id}`
const toolsLink = (row: Pick<InquiryRow, 'propertyId' | 'id'>) => `/${row.propertyId}/tools?section=inquiries&inquiry=${row.id}`

/** The inquiry with the caller's parties and its listing, or 404 for anyone without a part in it. */
async function readable(deps: InquiriesDeps, auth: AuthContext, id: string): Promise<{ row: InquiryRow; property: Property; parties: InquiryParty[] }> {
  const row = await deps.inquiries.find(id)
  const property = row ? await deps.properties.findOne({ id: row.propertyId }) : undefined
  if (!row || !property) throw notFound(inquiryMessages.notFound)
  const parties = inquiryPartiesOf(auth, row, property)
  if (parties.length === 0) throw notFound(inquiryMessages.notFound)
  return { row, property, parties }
}

export async function askAboutProperty(input: {
  deps: InquiriesDeps
  auth: AuthContext
  property: string
  message: string
  sharePhone: boolean
}): Promise<{ inquiry: InquiryView; created: boolean }> {
  const { deps, auth } = input
  const property = await findProperty(deps.properties, input.property)
  if (!isPublicPropertyStatus(property.basicInfo.status) && !hasPropertyAccess(auth, property, 'read')) throw notFound(messages.propertyNotFound)
  if (actsForListing(auth, property)) throw new AppError('UNPROCESSABLE', inquiryMessages.ownProperty)
  const title = property.basicInfo.title
  const outcome = await deps.inquiries.ask({
    propertyId: property.id,
    userId: auth.did,
    message: input.message,
    sharePhone: input.sharePhone,
    maxPerDay: MAX_INQUIRIES_PER_DAY,
    notify: (inquiry, recipients, created) =>
      recipients.map((userId) => ({
        userId,
        kind: 'inquiry',
        title: created ? `New question about ${title}` : `New message about ${title}`,
        body: input.message.slice(0, 280),
        link: toolsLink(inquiry),
      })),
  })
  if ('refused' in outcome) {
    throw outcome.refused === 'spam' ? new AppError('CONFLICT', inquiryMessages.markedSpam) : new AppError('RATE_LIMITED', inquiryMessages.tooMany)
  }
  return { inquiry: view(outcome.inquiry, ['asker']), created: outcome.created }
}

export async function listInquiries(input: {
  deps: InquiriesDeps
  auth: AuthContext
  role?: 'asker' | 'property' | undefined
  property?: string | undefined
  status?: InquiryStatus | undefined
  page: number
  limit: number
}) {
  const { deps, auth } = input
  const property = input.property ? await findProperty(deps.properties, input.property) : undefined
  const accessible = property && hasPropertyAccess(auth, property, 'read') ? property.id : undefined
  const { inquiries, total } = await deps.inquiries.list({
    viewer: auth.roles.isAdmin && input.role !== 'asker' ? null : auth.did,
    role: input.role,
    accessibleProperty: accessible,
    propertyId: property?.id,
    status: input.status,
    page: input.page,
    limit: input.limit,
  })
  // Every row is on the listing named, or the caller asked it, or represents its listing.
  const partiesOf = (row: InquiryRow): InquiryParty[] => [
    ...(row.userId === auth.did ? (['asker'] as const) : []),
    ...(row.userId !== auth.did && (!auth.roles.isAdmin || auth.roles.isDealer || accessible) ? (['property side'] as const) : []),
    ...(auth.roles.isAdmin ? (['admin'] as const) : []),
  ]
  return { inquiries: inquiries.map((row) => view(row, partiesOf(row))), pagination: paginate(total, input.page, input.limit) }
}

export async function getInquiry(input: { deps: InquiriesDeps; auth: AuthContext; id: string }): Promise<{ inquiry: InquiryView; messages: InquiryMessageView[] }> {
  const { row, parties } = await readable(input.deps, input.auth, input.id)
  const sideSeesNames = parties.some((party) => party !== 'asker')
  // The asker sees who answered only as "the property side": owners' names are for people with property access.
  const thread = (await input.deps.inquiries.thread(row.id)).map((message) =>
    sideSeesNames || message.fromAsker ? message : { ...message, authorId: null, authorName: null },
  )
  return { inquiry: view(row, parties), messages: thread }
}

export async function replyToInquiry(input: { deps: InquiriesDeps; auth: AuthContext; id: string; body: string }): Promise<{ inquiry: InquiryView; messages: InquiryMessageView[] }> {
  const { deps, auth } = input
  const { row, parties, property } = await readable(deps, auth, input.id)
  if (!isOpenInquiry(row.status)) throw new AppError('CONFLICT', inquiryMessages.threadClosed(row.status))
  const fromAsker = parties.includes('asker')
  const title = property.basicInfo.title
  const posted = await deps.inquiries.reply({
    inquiry: row,
    authorId: auth.did,
    fromAsker,
    body: input.body,
    notify: (recipients): NotificationInput[] =>
      recipients.map((userId) => ({
        userId,
        kind: 'inquiry',
        title: fromAsker ? `New message about ${title}` : `Reply about ${title}`,
        body: input.body.slice(0, 280),
        link: fromAsker ? toolsLink(row) : link(row.id),
      })),
  })
  if (!posted) {
    const now = await deps.inquiries.find(row.id)
    throw new AppError('CONFLICT', inquiryMessages.threadClosed(now?.status ?? row.status))
  }
  return getInquiry({ deps, auth, id: row.id })
}

/**
 * `asAdmin`: the admin console's call (issue #25): the caller acts as admin only, whatever else
 * they are on this inquiry, and the change is recorded in the audit trail in its transaction.
 */
export async function transitionInquiry(input: {
  deps: InquiriesDeps
  auth: AuthContext
  id: string
  action: string
  version?: number | undefined
  asAdmin?: { reason: string } | undefined
}): Promise<InquiryView> {
  const { deps, auth, asAdmin } = input
  if (asAdmin) requireAdmin(auth)
  const readableAs = await readable(deps, auth, input.id)
  const { row, property } = readableAs
  const parties: InquiryParty[] = asAdmin ? ['admin'] : readableAs.parties
  const checked = checkTransition(inquiryMachine, { from: row.status, action: input.action, parties })
  if (!checked.ok) throw new AppError(checked.error.kind === 'party' ? 'FORBIDDEN' : checked.error.kind === 'status' ? 'CONFLICT' : 'BAD_REQUEST', checked.error.message)
  if (input.version !== undefined && input.version !== row.version) throw new AppError('CONFLICT', transitionMessages.stale(inquiryMachine.entity))
  const byAsker = parties.length === 1 && parties[0] === 'asker'
  const title = property.basicInfo.title
  const updated = await deps.inquiries.transition({
    id: row.id,
    version: row.version,
    to: checked.value,
    actorId: auth.did,
    toPropertySide: byAsker,
    notify: (recipients) =>
      recipients.map((userId) => ({
        userId,
        kind: 'inquiry' as const,
        title: `Inquiry about ${title}: ${checked.value}`,
        link: byAsker ? toolsLink(row) : link(row.id),
      })),
    ...(asAdmin
      ? {
          record: (query: QueryFn, after: InquiryRow) =>
            recordAdminAction(query, {
              actorId: auth.did,
              action: `inquiry.${input.action}`,
              targetType: 'inquiry',
              targetId: row.id,
              before: { status: row.status },
              after: { status: after.status },
              reason: asAdmin.reason,
            }),
        }
      : {}),
  })
  if (!updated) throw new AppError('CONFLICT', transitionMessages.stale(inquiryMachine.entity))
  return view(updated, parties)
}
