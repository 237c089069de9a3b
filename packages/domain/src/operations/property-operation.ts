// Splits and merges as operations (issue #22, SPEC §4 "Split and merge"): the one place that says
// which approval transitions exist, who may take them, and what each does to the properties
// involved. The server loads a request, asks decidePropertyOperation, and carries out the answer
// in one transaction; nothing else decides.
import { Result } from '../result'
import type { ApprovalStatus } from '../split/split-schemas'

export const operationKinds = ['split', 'merge'] as const
export type OperationKind = (typeof operationKinds)[number]

/** An operation's progress: pending until decided; completed when approved, failed when rejected, cancelled when withdrawn. */
export const operationStatuses = ['pending', 'completed', 'failed', 'cancelled'] as const
export type OperationStatus = (typeof operationStatuses)[number]

export const operationActions = ['approve', 'reject', 'cancel'] as const
export type OperationAction = (typeof operationActions)[number]

/** Who asks: an admin, and whether they may manage the properties involved (SPEC §6 property access). */
export type OperationActor = { isAdmin: boolean; hasPropertyAccess: boolean }

/**
 * What a decision does. `sources`: the parent of a split or each source of a merge; `results`:
 * the properties the request created (status `pending` until now).
 */
export type OperationTransition = {
  approvalStatus: Exclude<ApprovalStatus, 'pending'>
  operationStatus: Exclude<OperationStatus, 'pending'>
  sources: 'inactive' | 'unchanged'
  results: 'draft' | 'removed'
}

export type OperationRefusal = { reason: 'forbidden' | 'conflict'; message: string }

export const operationMessages = {
  approvalNeedsAdmin: 'Only an admin can approve or reject a split or merge',
  cancelNeedsAccess: "You don't have permission to access property management tools",
  alreadyDecided: (kind: OperationKind, status: ApprovalStatus) => `This ${kind} is already ${status}`,
  /** A property a pending request holds (its parent, sources or new properties) keeps still until the request is decided. */
  propertyHeld: 'This property is part of a pending split or merge and cannot be changed or deleted until that is approved, rejected or cancelled',
} as const

const transitions: Readonly<Record<OperationAction, OperationTransition>> = {
  // In one transaction: the parent (or each source) becomes inactive and keeps its history; the new properties become drafts for their owners.
  approve: { approvalStatus: 'approved', operationStatus: 'completed', sources: 'inactive', results: 'draft' },
  // The new properties go; the request keeps its status and remarks.
  reject: { approvalStatus: 'rejected', operationStatus: 'failed', sources: 'unchanged', results: 'removed' },
  cancel: { approvalStatus: 'cancelled', operationStatus: 'cancelled', sources: 'unchanged', results: 'removed' },
}

/** The transition `action` takes from `current`, or why it may not: only a pending request moves; admins approve and reject; anyone with property access cancels. */
export function decidePropertyOperation(input: {
  kind: OperationKind
  current: ApprovalStatus
  action: OperationAction
  actor: OperationActor
}): Result<OperationTransition, OperationRefusal> {
  const { kind, current, action, actor } = input
  if (action === 'cancel' ? !actor.isAdmin && !actor.hasPropertyAccess : !actor.isAdmin) {
    return Result.err({ reason: 'forbidden', message: action === 'cancel' ? operationMessages.cancelNeedsAccess : operationMessages.approvalNeedsAdmin })
  }
  if (current !== 'pending') return Result.err({ reason: 'conflict', message: operationMessages.alreadyDecided(kind, current) })
  return Result.ok(transitions[action])
}

/** The operation status a request's approval status stands for. */
export function operationStatusOf(approvalStatus: ApprovalStatus): OperationStatus {
  return approvalStatus === 'pending' ? 'pending' : transitions[approvalStatus === 'approved' ? 'approve' : approvalStatus === 'rejected' ? 'reject' : 'cancel'].operationStatus
}

/** The action an admin's PATCH asks for with `approvalStatus`. */
export function approvalAction(approvalStatus: 'approved' | 'rejected'): OperationAction {
  return approvalStatus === 'approved' ? 'approve' : 'reject'
}
