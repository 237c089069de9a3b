// The admin's user pages (issue #25): list and find users, add one, change details and roles
// (never leaving the platform without an admin), decide KYC and dealer applications with a
// reason, suspend and reinstate. Every change is recorded with recordAdminAction in the same
// transaction, and the user is told by a notification.
import { randomUUID } from 'node:crypto'
import { accountMessages, accountNotices, dealerApplicationMachine, kycMachine, paginate, toIndianE164, type Pagination, type Roles } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { recordAdminAction } from '../admin-audit/admin-audit.repository'
import { authMessages } from '../auth/auth.messages'
import { insertNotifications } from '../notifications/notifications.repository'
import type { UsersRepository } from '../users/users.repository'
import { toUserRecord, type UserRecord } from '../users/users.service'
import type { StandingRow, UserAccountsRepository, UserDetailsChange, UserListFilter, UserListRow } from './user-accounts.repository'
import { applicationStatusOf, requireTransition, toDealerStanding, type DealerStanding, type KycView } from './user-accounts.service'

export type AdminDeps = { database: DatabaseHandle; accounts: UserAccountsRepository; users: UsersRepository; auth: AuthContext }
export type AdminUserView = { user: UserRecord; standing: StandingRow; kyc: KycView; dealer: DealerStanding }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function requireUserRecord(deps: AdminDeps, did: string): Promise<UserRecord> {
  const row = UUID.test(did) ? await deps.users.findById(did.toLowerCase()) : undefined
  if (!row) throw notFound(authMessages.userNotFound)
  return toUserRecord(row)
}

export async function listUsersForAdmin(input: { accounts: UserAccountsRepository; filter: UserListFilter }): Promise<{ users: UserListRow[]; pagination: Pagination }> {
  const { users, total } = await input.accounts.listUsers(input.filter)
  return { users, pagination: paginate(total, input.filter.page, input.filter.limit) }
}

export async function getUserForAdmin(deps: AdminDeps, did: string): Promise<AdminUserView> {
  const user = await requireUserRecord(deps, did)
  const [standing, kyc, application] = await Promise.all([deps.accounts.findStanding(user.id), deps.accounts.findKyc(user.id), deps.accounts.findLatestApplication(user.id)])
  if (!standing || !kyc) throw notFound(authMessages.userNotFound)
  return { user, standing, kyc, dealer: toDealerStanding(application, user.roles.isDealer) }
}

export async function createUserAsAdmin(
  deps: AdminDeps,
  input: { phoneNumber: string; fullName: string; email: string; city: string; state: string; roles: Roles },
): Promise<AdminUserView> {
  const phoneNumber = toIndianE164(input.phoneNumber)
  if (!/^\+\d{8,15}$/.test(phoneNumber)) throw new AppError('VALIDATION_ERROR', authMessages.invalidPhoneNumber)
  const id = await deps.database.transaction(async (query) => {
    const created = await deps.accounts.createUser(query, { ...input, phoneNumber, uid: `admin-${randomUUID()}`, grantedBy: deps.auth.did })
    if (!created) throw new AppError('CONFLICT', accountMessages.phoneTaken)
    await recordAdminAction(query, { actorId: deps.auth.did, action: 'user.create', targetType: 'user', targetId: created, after: { ...input, phoneNumber } })
    return created
  })
  return getUserForAdmin(deps, id)
}

export async function updateUserAsAdmin(deps: AdminDeps, input: { did: string; change: UserDetailsChange }): Promise<AdminUserView> {
  const user = await requireUserRecord(deps, input.did)
  const change = input.change
  await deps.database.transaction(async (query) => {
    if (change.roles && user.roles.isAdmin && !change.roles.isAdmin && (await deps.accounts.countOtherAdmins(query, user.id)) === 0) {
      throw new AppError('CONFLICT', accountMessages.lastAdmin)
    }
    await deps.accounts.updateUserDetails(query, { userId: user.id, change, grantedBy: deps.auth.did })
    const before = Object.fromEntries(Object.keys(change).map((key) => [key, user[key as keyof UserDetailsChange]]))
    await recordAdminAction(query, { actorId: deps.auth.did, action: change.roles ? 'user.roles' : 'user.update', targetType: 'user', targetId: user.id, before, after: change })
  })
  return getUserForAdmin(deps, user.id)
}

export async function decideKyc(deps: AdminDeps, input: { did: string; decision: 'verify' | 'reject'; reason: string }): Promise<AdminUserView> {
  const view = await getUserForAdmin(deps, input.did)
  const to = requireTransition(kycMachine, { from: view.kyc.status, action: input.decision, party: 'admin' }) as 'verified' | 'rejected'
  await deps.database.transaction(async (query) => {
    if (!(await deps.accounts.decideKyc(query, { userId: view.user.id, to, decidedBy: deps.auth.did, reason: input.reason }))) {
      throw new AppError('CONFLICT', `Cannot ${input.decision} this KYC: it changed a moment ago`)
    }
    await recordAdminAction(query, { actorId: deps.auth.did, action: `kyc.${input.decision}`, targetType: 'user', targetId: view.user.id, before: { kycStatus: view.kyc.status, idType: view.kyc.idType, idNumber: view.kyc.idNumber, scans: view.kyc.scans.map((scan) => scan.id) }, after: { kycStatus: to }, reason: input.reason })
    const notice = to === 'verified' ? accountNotices.kycVerified : accountNotices.kycRejected(input.reason)
    await insertNotifications(query, [{ userId: view.user.id, kind: 'system', ...notice, link: '/profile' }])
  })
  return getUserForAdmin(deps, view.user.id)
}

export async function decideDealerApplication(deps: AdminDeps, input: { did: string; decision: 'approve' | 'reject'; reason: string }): Promise<AdminUserView> {
  const user = await requireUserRecord(deps, input.did)
  const application = await deps.accounts.findLatestApplication(user.id)
  if (!application) throw new AppError('CONFLICT', accountMessages.noDealerApplication)
  const from = applicationStatusOf(application, user.roles.isDealer)
  const to = requireTransition(dealerApplicationMachine, { from, action: input.decision, party: 'admin' }) as 'approved' | 'rejected'
  await deps.database.transaction(async (query) => {
    const decided = await deps.accounts.decideApplication(query, { id: application.id, version: application.version, status: to, decidedBy: deps.auth.did, reason: input.reason })
    if (!decided) throw new AppError('CONFLICT', 'This dealer application was changed by someone else a moment ago. Reload it and try again.')
    if (to === 'approved') await deps.accounts.grantDealerRole(query, { userId: user.id, grantedBy: deps.auth.did })
    await recordAdminAction(query, {
      actorId: deps.auth.did,
      action: `dealer-application.${input.decision}`,
      targetType: 'user',
      targetId: user.id,
      before: { status: from, isDealer: user.roles.isDealer },
      after: { status: to, isDealer: to === 'approved' || user.roles.isDealer, applicationId: application.id, reraNumber: application.reraNumber, reraState: application.reraState },
      reason: input.reason,
    })
    const notice = to === 'approved' ? accountNotices.dealerApproved : accountNotices.dealerRejected(input.reason)
    await insertNotifications(query, [{ userId: user.id, kind: 'system', ...notice, link: to === 'approved' ? '/dealer' : '/profile' }])
  })
  return getUserForAdmin(deps, user.id)
}

export async function suspendUser(deps: AdminDeps, input: { did: string; reason: string }): Promise<AdminUserView> {
  const user = await requireUserRecord(deps, input.did)
  if (user.id === deps.auth.did) throw new AppError('CONFLICT', accountMessages.cannotSuspendSelf)
  await deps.database.transaction(async (query) => {
    const done = await deps.accounts.suspend(query, { userId: user.id, reason: input.reason })
    if (!done) throw new AppError('CONFLICT', accountMessages.alreadySuspended)
    await recordAdminAction(query, { actorId: deps.auth.did, action: 'user.suspend', targetType: 'user', targetId: user.id, before: { suspended: false }, after: { suspended: true, hiddenListings: done.hiddenListings }, reason: input.reason })
  })
  return getUserForAdmin(deps, user.id)
}

export async function reinstateUser(deps: AdminDeps, input: { did: string; reason: string }): Promise<AdminUserView> {
  const user = await requireUserRecord(deps, input.did)
  await deps.database.transaction(async (query) => {
    const done = await deps.accounts.reinstate(query, { userId: user.id })
    if (!done) throw new AppError('CONFLICT', accountMessages.notSuspended)
    await recordAdminAction(query, { actorId: deps.auth.did, action: 'user.reinstate', targetType: 'user', targetId: user.id, before: { suspended: true }, after: { suspended: false, restoredListings: done.restoredListings }, reason: input.reason })
    await insertNotifications(query, [{ userId: user.id, kind: 'system', ...accountNotices.reinstated, link: '/profile' }])
  })
  return getUserForAdmin(deps, user.id)
}
