// Rental applications and rentals (issue #23): apply, list, read, and every transition through the
// domain's machines. Who may see an item: its applicant or tenant, anyone with property access
// (SPEC §6: the landlord side) and admins; anyone else is told it does not exist (404). Every
// event notifies the other side inside the event's own transaction. A transition is checked
// against the status read, then written only if the row's version has not moved since (409).
import {
  allowedActions,
  applicationMachine,
  checkApplicationTarget,
  checkMoveInDate,
  checkTransition,
  formatPaise,
  formatRupees,
  indianToday,
  messages,
  paginate,
  pageOffset,
  paymentMessages,
  partiesOnApplication,
  partiesOnRental,
  rentalMachine,
  rentalMessages,
  rentalTermsFor,
  representsProperty,
  terminationDate,
  transitionMessages,
  type ApplicationAction,
  type ApplicationInput,
  type ApprovalInput,
  type Pagination,
  type Property,
  type RentalAction,
  type StateMachine,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { actsForListing, hasPropertyAccess, type AuthContext, type PropertyAccessNeed } from '../../plugins/auth-guards'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import { rentalMoney } from '../payments/rental-money'
import { returnRentalDeposit } from '../payments/settlement'
import { propertyKey } from '../properties-public/properties-public.service'
import { OpenApplicationExistsError, type ApplicationRow, type ListScope, type RentalRow, type RentalsRepository, type RentalsWriter, type TenantRow } from './rentals.repository'

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined

const hasAccess = (auth: AuthContext, doc: Property, need: PropertyAccessNeed = 'manage') => hasPropertyAccess(auth, doc, need)

const applicationPartiesOf = (auth: AuthContext, row: ApplicationRow) =>
  partiesOnApplication({ isApplicant: row.applicantId === auth.did, hasPropertyAccess: hasAccess(auth, row.doc), isAdmin: auth.roles.isAdmin })
const rentalPartiesOf = (auth: AuthContext, row: RentalRow) =>
  partiesOnRental({ isTenant: row.tenantUserId === auth.did, hasPropertyAccess: hasAccess(auth, row.doc), isAdmin: auth.roles.isAdmin })

export function toTenantRecord(row: TenantRow) {
  return {
    id: row.id,
    userId: orUndefined(row.userId),
    applicationId: orUndefined(row.applicationId),
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: orUndefined(row.email),
    occupation: orUndefined(row.occupation),
    ...(row.idProofType ? { idProof: { type: row.idProofType } } : {}),
    householdSize: orUndefined(row.householdSize),
    kycStatus: row.kycStatus ?? 'not-started',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function toRentalRecord(row: RentalRow, auth: AuthContext) {
  return {
    id: row.id,
    propertyId: row.propertyId,
    property: row.property,
    applicationId: orUndefined(row.applicationId),
    tenantId: row.tenantId,
    tenantUserId: orUndefined(row.tenantUserId),
    tenantName: row.tenantName,
    landlordId: orUndefined(row.landlordId),
    monthlyRentPaise: row.monthlyRentPaise,
    securityDepositPaise: row.securityDepositPaise,
    period: { startDate: row.startDate, endDate: row.endDate },
    rentDueDay: row.rentDueDay,
    noticePeriodDays: row.noticePeriodDays,
    status: row.status,
    closingReason: orUndefined(row.closingReason),
    endsOn: orUndefined(row.endsOn),
    closedBy: orUndefined(row.closedBy),
    closedAt: orUndefined(row.closedAt),
    depositDeductions: { amountPaise: row.depositDeductionsPaise, reason: row.depositDeductionsReason },
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    actions: allowedActions(rentalMachine, row.status, rentalPartiesOf(auth, row)),
  }
}
export type RentalRecord = ReturnType<typeof toRentalRecord>

export function toApplicationRecord(row: ApplicationRow, auth: AuthContext, rental: RentalRow | undefined) {
  return {
    id: row.id,
    propertyId: row.propertyId,
    property: row.property,
    applicantId: row.applicantId,
    applicantName: row.applicantName,
    idProofType: row.idProofType,
    occupation: row.occupation,
    occupants: row.occupants,
    moveInDate: row.moveInDate,
    message: row.message,
    status: row.status,
    reviewedBy: orUndefined(row.reviewedBy),
    reviewedAt: orUndefined(row.reviewedAt),
    decisionNote: orUndefined(row.decisionNote),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    actions: allowedActions(applicationMachine, row.status, applicationPartiesOf(auth, row)),
    rental: rental ? toRentalRecord(rental, auth) : null,
  }
}
export type ApplicationRecord = ReturnType<typeof toApplicationRecord>

/** The people who stand for the property (owners, creator, lister, current dealer): told of what tenants do. */
function landlordSide(doc: Property): string[] {
  const ids = [
    doc.ownership?.ownerId,
    ...(doc.ownership?.owners ?? []).map((owner) => owner.userId),
    doc.metadata?.createdBy,
    doc.metadata?.listedBy,
    doc.dealerInfo?.currentDealer?.userId,
  ]
  return ids.filter((id): id is string => typeof id === 'string' && id !== '' && representsProperty({ did: id }, doc))
}

/** The other side of an event: the landlord side when a tenant acts, the tenant when the landlord side does, both when only an admin does. */
async function notifyOtherSide(writer: RentalsWriter, input: { actorParties: readonly string[]; actor: string; tenantUserId: string | null; doc: Property; toTenant: Omit<NotificationInput, 'userId'>; toLandlord: Omit<NotificationInput, 'userId'> }) {
  const actedAsTenant = input.actorParties.includes('applicant') || input.actorParties.includes('tenant')
  const actedAsLandlord = input.actorParties.includes('landlord')
  const landlords = actedAsTenant || !actedAsLandlord ? await writer.existingUsers(landlordSide(input.doc)) : []
  const tenants = !actedAsTenant && input.tenantUserId ? [input.tenantUserId] : []
  const items: NotificationInput[] = [
    ...tenants.filter((id) => id !== input.actor).map((userId) => ({ userId, ...input.toTenant })),
    ...landlords.filter((id) => id !== input.actor && !tenants.includes(id)).map((userId) => ({ userId, ...input.toLandlord })),
  ]
  await insertNotifications(writer.query, items)
}

const titleOf = (row: { property: { title: string; reference: string } }) => row.property.title || row.property.reference
const toolsLink = (reference: string) => `/${reference}/tools?section=rentals`
const HISTORY_LINK = '/profile/rental-history'

function refusal(entity: string, error: { kind: string; message: string }): AppError {
  return new AppError(error.kind === 'party' ? 'FORBIDDEN' : error.kind === 'unknown-action' ? 'BAD_REQUEST' : 'CONFLICT', error.message)
}

function checked<S extends string, A extends string, P extends string>(machine: StateMachine<S, A, P>, input: { from: S; action: A; parties: P[]; version: number; expected: number | undefined }): S {
  if (input.expected !== undefined && input.expected !== input.version) throw new AppError('CONFLICT', transitionMessages.stale(machine.entity))
  const result = checkTransition(machine, { from: input.from, action: input.action, parties: input.parties })
  if (!result.ok) throw refusal(machine.entity, result.error)
  return result.value
}

const stale = (entity: string) => new AppError('CONFLICT', transitionMessages.stale(entity))

/** Applies to rent a listing for rent or lease: not one's own, not in the past, one open application per person and property. */
export async function createApplication(input: { repository: RentalsRepository; auth: AuthContext; property: string; body: ApplicationInput & { message: string }; now: Date }): Promise<ApplicationRecord> {
  const { repository, auth, body } = input
  const doc = await repository.findProperty(propertyKey(input.property))
  if (!doc || (doc.basicInfo.status !== 'active' && !hasAccess(auth, doc, 'read'))) throw notFound(messages.propertyNotFound)
  const target = checkApplicationTarget({ listingType: doc.basicInfo.listingType ?? 'sale', status: doc.basicInfo.status, isOwn: actsForListing(auth, doc) })
  if (!target.ok) throw new AppError('UNPROCESSABLE', target.error.message)
  const moveIn = checkMoveInDate(body.moveInDate, indianToday(input.now))
  if (!moveIn.ok) throw new AppError('UNPROCESSABLE', moveIn.error, [{ path: 'moveInDate', message: moveIn.error }])
  try {
    const id = await repository.transaction(async (writer) => {
      const applicationId = await writer.insertApplication({ propertyId: doc.id, applicantId: auth.did, idProofType: body.idProofType, occupation: body.occupation, occupants: body.occupants, moveInDate: body.moveInDate, message: body.message })
      const row = await repository.findApplication(applicationId, writer.query)
      await notifyOtherSide(writer, {
        actorParties: ['applicant'],
        actor: auth.did,
        tenantUserId: auth.did,
        doc,
        toTenant: { kind: 'rental', title: 'Rental application sent' },
        toLandlord: { kind: 'rental', title: 'New rental application', body: `${row?.applicantName || 'Someone'} applied to rent ${doc.basicInfo.title || doc.reference}, moving in on ${body.moveInDate}.`, link: toolsLink(doc.reference) },
      })
      return applicationId
    })
    return getApplication({ repository, auth, id })
  } catch (error) {
    if (error instanceof OpenApplicationExistsError) throw new AppError('CONFLICT', rentalMessages.duplicate)
    throw error
  }
}

async function visibleApplication(repository: RentalsRepository, auth: AuthContext, id: string): Promise<{ row: ApplicationRow; parties: ReturnType<typeof applicationPartiesOf> }> {
  const row = await repository.findApplication(id)
  const parties = row ? applicationPartiesOf(auth, row) : []
  if (!row || parties.length === 0) throw notFound(rentalMessages.applicationNotFound)
  return { row, parties }
}

export async function getApplication(input: { repository: RentalsRepository; auth: AuthContext; id: string }): Promise<ApplicationRecord> {
  const { row } = await visibleApplication(input.repository, input.auth, input.id)
  const [rental] = await input.repository.rentalsOfApplications([row.id])
  return toApplicationRecord(row, input.auth, rental)
}

export type ListQuery = { status?: string | undefined; property?: string | undefined; role?: 'tenant' | 'landlord' | undefined; page: number; limit: number }

/** The scope of a list: admins see all; anyone with access to the one property asked for sees its items; others their own (as tenant, as landlord, or both). */
async function scopeOf(repository: RentalsRepository, auth: AuthContext, query: ListQuery): Promise<{ scope: ListScope; propertyId: string | undefined } | undefined> {
  let propertyId: string | undefined
  let seesProperty = false
  if (query.property !== undefined) {
    const doc = await repository.findProperty(propertyKey(query.property))
    if (!doc) return undefined
    propertyId = doc.id
    seesProperty = hasAccess(auth, doc, 'read')
  }
  if (query.role === 'tenant') return { scope: { kind: 'tenant', userId: auth.did }, propertyId }
  if (query.role === 'landlord') return { scope: seesProperty ? { kind: 'all' } : { kind: 'landlord', userId: auth.did }, propertyId }
  return { scope: auth.roles.isAdmin || seesProperty ? { kind: 'all' } : { kind: 'either', userId: auth.did }, propertyId }
}

export async function listApplications(input: { repository: RentalsRepository; auth: AuthContext; query: ListQuery }): Promise<{ applications: ApplicationRecord[]; pagination: Pagination }> {
  const { repository, auth, query } = input
  const scoped = await scopeOf(repository, auth, query)
  if (!scoped) return { applications: [], pagination: paginate(0, query.page, query.limit) }
  const { total, applications } = await repository.listApplications({ ...scoped, status: query.status, limit: query.limit, offset: pageOffset(query.page, query.limit) })
  const rentals = new Map((await repository.rentalsOfApplications(applications.map((row) => row.id))).map((rental) => [rental.applicationId, rental]))
  return { applications: applications.map((row) => toApplicationRecord(row, auth, rentals.get(row.id))), pagination: paginate(total, query.page, query.limit) }
}

const applicationNotices: Record<Exclude<ApplicationAction, 'approve'>, { toTenant: string; toLandlord: string }> = {
  review: { toTenant: 'Your rental application is under review', toLandlord: 'A rental application is under review' },
  reject: { toTenant: 'Your rental application was not accepted', toLandlord: 'A rental application was rejected' },
  withdraw: { toTenant: 'Your rental application was withdrawn', toLandlord: 'A rental application was withdrawn' },
}

/**
 * Reviews, approves, rejects or withdraws an application. Approving creates, in the same
 * transaction, the tenant and a draft rental on the approver's terms (each missing one from its
 * default; a rental that ends before it starts is refused).
 */
export async function transitionApplication(input: {
  repository: RentalsRepository
  auth: AuthContext
  id: string
  action: ApplicationAction
  body: { version?: number | undefined; reason?: string | undefined; terms?: Omit<ApprovalInput, 'version'> }
  now: Date
}): Promise<ApplicationRecord> {
  const { repository, auth, action, now } = input
  const { row, parties } = await visibleApplication(repository, auth, input.id)
  const to = checked(applicationMachine, { from: row.status, action, parties, version: row.version, expected: input.body.version })
  const terms =
    action === 'approve'
      ? rentalTermsFor({ approval: input.body.terms ?? {}, moveInDate: row.moveInDate, listingPriceRupees: row.doc.financial?.pricing?.totalPrice, today: indianToday(now) })
      : undefined
  if (terms && !terms.ok) throw new AppError('UNPROCESSABLE', terms.error.message, [terms.error])
  await repository.transaction(async (writer) => {
    const moved = await writer.setApplicationStatus({ id: row.id, version: row.version, status: to, by: auth.did, at: now.toISOString(), decided: action !== 'withdraw', note: input.body.reason ?? null })
    if (!moved) throw stale(applicationMachine.entity)
    const title = titleOf(row)
    if (terms?.ok) {
      const tenantId = await writer.insertTenant(row.id)
      // The landlord: the owner of record, else the first co-owner, the creator, or whoever approved.
      const [landlordId = null] = await writer.existingUsers([row.doc.ownership?.ownerId ?? '', ...(row.doc.ownership?.owners ?? []).map((owner) => owner.userId ?? ''), row.doc.metadata?.createdBy ?? '', auth.did])
      await writer.insertRental({ propertyId: row.propertyId, applicationId: row.id, tenantId, tenantUserId: row.applicantId, landlordId, ...terms.value })
      await notifyOtherSide(writer, {
        actorParties: parties,
        actor: auth.did,
        tenantUserId: row.applicantId,
        doc: row.doc,
        toTenant: { kind: 'rental', title: 'Your rental application was approved', body: `${title}: ${formatRupees(terms.value.monthlyRentPaise / 100)} a month from ${terms.value.startDate} to ${terms.value.endDate}.`, link: HISTORY_LINK },
        toLandlord: { kind: 'rental', title: 'A rental application was approved', body: title, link: toolsLink(row.property.reference) },
      })
      return
    }
    const notice = applicationNotices[action as Exclude<ApplicationAction, 'approve'>]
    await notifyOtherSide(writer, {
      actorParties: parties,
      actor: auth.did,
      tenantUserId: row.applicantId,
      doc: row.doc,
      toTenant: { kind: 'rental', title: notice.toTenant, body: title, link: HISTORY_LINK },
      toLandlord: { kind: 'rental', title: notice.toLandlord, body: `${row.applicantName || 'An applicant'}: ${title}`, link: toolsLink(row.property.reference) },
    })
  })
  return getApplication({ repository, auth, id: row.id })
}

export async function visibleRental(repository: RentalsRepository, auth: AuthContext, id: string): Promise<{ row: RentalRow; parties: ReturnType<typeof rentalPartiesOf> }> {
  const row = await repository.findRental(id)
  const parties = row ? rentalPartiesOf(auth, row) : []
  if (!row || parties.length === 0) throw notFound(rentalMessages.rentalNotFound)
  return { row, parties }
}

export async function getRental(input: { repository: RentalsRepository; auth: AuthContext; id: string; now?: Date }) {
  const { row } = await visibleRental(input.repository, input.auth, input.id)
  const tenant = await input.repository.findTenant(row.tenantId)
  const money = await input.repository.transaction((writer) => rentalMoney(writer.query, row, input.now ?? new Date()))
  return { ...toRentalRecord(row, input.auth), tenant: tenant ? toTenantRecord(tenant) : null, money }
}

export async function listRentals(input: { repository: RentalsRepository; auth: AuthContext; query: ListQuery }): Promise<{ rentals: RentalRecord[]; pagination: Pagination }> {
  const { repository, auth, query } = input
  const scoped = await scopeOf(repository, auth, query)
  if (!scoped) return { rentals: [], pagination: paginate(0, query.page, query.limit) }
  const { total, rentals } = await repository.listRentals({ ...scoped, status: query.status, limit: query.limit, offset: pageOffset(query.page, query.limit) })
  return { rentals: rentals.map((row) => toRentalRecord(row, auth)), pagination: paginate(total, query.page, query.limit) }
}

/** A tenant record: to the tenant, the landlord side of their rental and admins. */
export async function getTenant(input: { repository: RentalsRepository; auth: AuthContext; id: string }) {
  const tenant = await input.repository.findTenant(input.id)
  const rentals = tenant ? await input.repository.rentalsOfTenant(tenant.id) : []
  const visible = tenant && (tenant.userId === input.auth.did || input.auth.roles.isAdmin || rentals.some((rental) => hasAccess(input.auth, rental.doc, 'read')))
  if (!tenant || !visible) throw notFound(rentalMessages.tenantNotFound)
  return toTenantRecord(tenant)
}

const rentalNotices: Record<RentalAction, { toTenant: string; toLandlord: string }> = {
  activate: { toTenant: 'Your rental is active', toLandlord: 'A rental is active' },
  cancel: { toTenant: 'Your draft rental was called off', toLandlord: 'A draft rental was called off' },
  end: { toTenant: 'Your rental has ended', toLandlord: 'A rental has ended' },
  terminate: { toTenant: 'Your rental was terminated', toLandlord: 'A tenant terminated their rental' },
}

/**
 * Activates, calls off, ends or terminates a rental. Terminating an active tenancy takes effect
 * after its notice period (an admin's at once); the last day is computed here, never taken from the caller.
 */
export async function transitionRental(input: {
  repository: RentalsRepository
  auth: AuthContext
  id: string
  action: RentalAction
  body: { version?: number | undefined; reason?: string | undefined; depositDeductionsPaise?: number | undefined; depositDeductionsReason?: string | undefined }
  now: Date
}) {
  const { repository, auth, action, now } = input
  const { row, parties } = await visibleRental(repository, auth, input.id)
  const deductions = input.body.depositDeductionsPaise ?? 0
  if (deductions > 0 && !parties.includes('landlord') && !parties.includes('admin')) throw new AppError('FORBIDDEN', rentalMessages.deductionsByLandlord)
  if (deductions > row.securityDepositPaise) throw new AppError('UNPROCESSABLE', paymentMessages.deductionsTooLarge(formatPaise(row.securityDepositPaise)))
  const to = checked(rentalMachine, { from: row.status, action, parties, version: row.version, expected: input.body.version })
  const today = indianToday(now)
  const endsOn =
    action === 'terminate'
      ? terminationDate({ today, noticePeriodDays: row.noticePeriodDays, endDate: row.endDate, isAdminOnly: !parties.includes('tenant') && !parties.includes('landlord') })
      : action === 'end'
        ? today < row.endDate ? today : row.endDate
        : null
  await repository.transaction(async (writer) => {
    const moved = await writer.setRentalStatus({ id: row.id, version: row.version, status: to, by: auth.did, at: now.toISOString(), reason: input.body.reason ?? null, endsOn })
    if (!moved) throw stale(rentalMachine.entity)
    // A tenancy that closes (or a draft called off) gives its deposit back, less what the landlord side deducted, in this transaction.
    if (action !== 'activate') {
      const reason = (input.body.depositDeductionsReason ?? '').trim()
      await writer.query('UPDATE rentals SET deposit_deductions_paise = $2, deposit_deductions_reason = $3 WHERE id = $1::uuid', [row.id, deductions, deductions > 0 ? reason : ''])
      await returnRentalDeposit(writer.query, { rentalId: row.id, propertyTitle: row.property.title, deductionsPaise: deductions, deductionsReason: reason, actorId: auth.did })
    }
    const notice = rentalNotices[action]
    const title = titleOf(row)
    const detail = [title, endsOn ? `last day ${endsOn}` : '', input.body.reason ? `reason: ${input.body.reason}` : ''].filter(Boolean).join('; ')
    await notifyOtherSide(writer, {
      actorParties: parties,
      actor: auth.did,
      tenantUserId: row.tenantUserId,
      doc: row.doc,
      toTenant: { kind: 'rental', title: notice.toTenant, body: detail, link: HISTORY_LINK },
      toLandlord: { kind: 'rental', title: action === 'terminate' && !parties.includes('tenant') ? 'A rental was terminated' : notice.toLandlord, body: detail, link: toolsLink(row.property.reference) },
    })
  })
  return getRental({ repository, auth, id: row.id })
}
