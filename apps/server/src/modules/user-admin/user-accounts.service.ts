// A user's own standing (issue #25): applying to be a dealer (checked against the state's RERA
// agent-number format; not a dealer until an admin approves) and submitting KYC (an Aadhaar
// number checked by its Verhoeff digit and kept only masked, or a PAN, with the document's scan:
// kyc-scans.service.ts).
import {
  accountMessages,
  checkKycId,
  checkReraAgentNumber,
  checkTransition,
  dealerApplicationMachine,
  kycMachine,
  kycScanMessages,
  type DealerApplicationStatus,
  type KycIdType,
  type KycStatus,
  type StateMachine,
} from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { DealerApplicationRow, KycRow, UserAccountsRepository } from './user-accounts.repository'

export type DealerStanding = { status: DealerApplicationStatus; application: Omit<DealerApplicationRow, 'userId' | 'version'> | null }
export type KycView = KycRow

/** A refused transition as the envelope: 409 for the status, 403 for the party. */
export function requireTransition<S extends string, A extends string, P extends string>(machine: StateMachine<S, A, P>, input: { from: S; action: A; party: P }): S {
  const result = checkTransition(machine, { from: input.from, action: input.action, parties: [input.party] })
  if (!result.ok) throw new AppError(result.error.kind === 'party' ? 'FORBIDDEN' : 'CONFLICT', result.error.message)
  return result.value
}

/** The status the machine sees: no application, or one approved for someone no longer a dealer (an admin took the role away), is 'not-applied'. */
export function applicationStatusOf(row: DealerApplicationRow | undefined, isDealer: boolean): DealerApplicationStatus {
  if (!row || (row.status === 'approved' && !isDealer)) return 'not-applied'
  return row.status
}

export function toDealerStanding(row: DealerApplicationRow | undefined, isDealer: boolean): DealerStanding {
  if (!row) return { status: 'not-applied', application: null }
  const { userId: _userId, version: _version, ...application } = row
  return { status: row.status === 'approved' && !isDealer ? 'not-applied' : row.status, application }
}

export async function getMyDealerApplication(input: { repository: UserAccountsRepository; auth: AuthContext }): Promise<DealerStanding> {
  return toDealerStanding(await input.repository.findLatestApplication(input.auth.did), input.auth.roles.isDealer)
}

export async function applyAsDealer(input: {
  database: DatabaseHandle
  repository: UserAccountsRepository
  auth: AuthContext
  application: { reraNumber: string; reraState: string; agencyName: string; officeAddress: string }
}): Promise<DealerStanding> {
  const { auth, repository } = input
  if (auth.roles.isDealer) throw new AppError('CONFLICT', accountMessages.alreadyDealer)
  const latest = await repository.findLatestApplication(auth.did)
  requireTransition(dealerApplicationMachine, { from: applicationStatusOf(latest, false), action: 'apply', party: 'applicant' })
  const rera = checkReraAgentNumber({ number: input.application.reraNumber, state: input.application.reraState })
  if (!rera.ok) throw new AppError('UNPROCESSABLE', rera.error, [{ path: 'reraNumber', message: rera.error }])
  const row = await input.database.transaction((query) => repository.insertApplication(query, { ...input.application, reraNumber: rera.value, userId: auth.did }))
  if (!row) throw new AppError('CONFLICT', 'Cannot apply this dealer application: it is pending')
  return toDealerStanding(row, false)
}

export async function getMyKyc(input: { repository: UserAccountsRepository; auth: AuthContext }): Promise<KycView> {
  const row = await input.repository.findKyc(input.auth.did)
  if (!row) throw new AppError('UNAUTHORIZED', 'Authentication required')
  return row
}

/** The submission's number checked and the status it moves from: 409 when KYC cannot be submitted now, 422 for a bad number. */
export async function checkKycSubmission(input: { repository: UserAccountsRepository; auth: AuthContext; idType: KycIdType; idNumber: string }): Promise<{ from: KycStatus; idNumber: string }> {
  const current = await getMyKyc(input)
  requireTransition(kycMachine, { from: current.status, action: 'submit', party: 'user' })
  const checked = checkKycId({ idType: input.idType, idNumber: input.idNumber })
  if (!checked.ok) throw new AppError('UNPROCESSABLE', checked.error, [{ path: 'idNumber', message: checked.error }])
  return { from: current.status, idNumber: checked.value }
}

/**
 * POST /users/me/kyc as JSON: the number is checked (so its mistakes are told first), but a
 * submission needs the scan of the document, which only a multipart form carries
 * (kyc-scans.service.ts).
 */
export async function submitKyc(input: { repository: UserAccountsRepository; auth: AuthContext; idType: KycIdType; idNumber: string }): Promise<never> {
  await checkKycSubmission(input)
  throw new AppError('BAD_REQUEST', kycScanMessages.scanRequired, [{ path: 'front', message: kycScanMessages.scanRequired }])
}
