// User records (SPEC §3, §7): a fetched record is merged over the domain's default user template;
// a user reads and changes their own record, an admin anyone's. Only profile fields change here:
// roles, KYC status and the phone number have their own flows.
import { mergeUserRecord, type AccountType, type KycStatus, type User, type UserSegment } from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { authMessages } from '../auth/auth.messages'
import type { ProfileChanges, RoleGrantRow, UserRecordRow, UsersRepository } from './users.repository'

/** A user as the API returns it: the domain's User plus `id` (= did). */
export type UserRecord = User & { id: string }

export function toUserRecord(row: UserRecordRow): UserRecord {
  const user = mergeUserRecord({
    uid: row.uid,
    did: row.id,
    phoneNumber: row.phoneNumber ?? undefined,
    fullName: row.fullName,
    email: row.email,
    accountType: row.accountType as AccountType,
    kycStatus: row.kycStatus as KycStatus,
    createdAt: row.createdAt,
    segment: (row.segment ?? undefined) as UserSegment | undefined,
    country: row.country,
    state: row.state,
    city: row.city,
    roles: { isAdmin: row.isAdmin, isSeller: row.isSeller, isDealer: row.isDealer },
  })
  return { id: row.id, ...user }
}

function requireSelfOrAdmin(auth: AuthContext, did: string): void {
  if (auth.did !== did.toLowerCase() && !auth.roles.isAdmin) throw new AppError('FORBIDDEN', authMessages.otherUsersProfile)
}

export async function getCurrentUser(input: { repository: UsersRepository; auth: AuthContext }): Promise<UserRecord> {
  const row = await input.repository.findById(input.auth.did)
  if (!row) throw new AppError('UNAUTHORIZED', authMessages.authenticationRequired)
  return toUserRecord(row)
}

export async function getUser(input: { repository: UsersRepository; auth: AuthContext; did: string }): Promise<UserRecord> {
  requireSelfOrAdmin(input.auth, input.did)
  const row = await input.repository.findById(input.did)
  if (!row) throw notFound(authMessages.userNotFound)
  return toUserRecord(row)
}

export async function updateUser(input: { repository: UsersRepository; auth: AuthContext; did: string; changes: ProfileChanges }): Promise<UserRecord> {
  requireSelfOrAdmin(input.auth, input.did)
  const row = await input.repository.updateProfile(input.did.toLowerCase(), input.changes)
  if (!row) throw notFound(authMessages.userNotFound)
  return toUserRecord(row)
}

/**
 * "List your property": the signed-in user becomes a seller by choosing to list, recorded as a
 * grant by themselves. A seller already is one: nothing is recorded and `grant` is null.
 */
export async function becomeSeller(input: { repository: UsersRepository; auth: AuthContext }): Promise<{ user: UserRecord; grant: RoleGrantRow | null }> {
  const grant = input.auth.roles.isSeller ? undefined : await input.repository.grantSellerRole(input.auth.did, 'list-your-property')
  const row = await input.repository.findById(input.auth.did)
  if (!row) throw new AppError('UNAUTHORIZED', authMessages.authenticationRequired)
  return { user: toUserRecord(row), grant: grant ?? null }
}
