import { describe, expect, it } from 'vitest'
import { approvalStatuses } from '../split/split-schemas'
import { decidePropertyOperation, operationActions, operationStatusOf } from './property-operation'

const admin = { isAdmin: true, hasPropertyAccess: true }
const owner = { isAdmin: false, hasPropertyAccess: true }
const stranger = { isAdmin: false, hasPropertyAccess: false }

describe('decidePropertyOperation', () => {
  it('approves a pending request: sources inactive, results drafts, operation completed', () => {
    expect(decidePropertyOperation({ kind: 'split', current: 'pending', action: 'approve', actor: admin })).toEqual({
      ok: true,
      value: { approvalStatus: 'approved', operationStatus: 'completed', sources: 'inactive', results: 'draft' },
    })
  })

  it('rejects and cancels by removing the results and leaving the sources', () => {
    expect(decidePropertyOperation({ kind: 'merge', current: 'pending', action: 'reject', actor: admin })).toEqual({
      ok: true,
      value: { approvalStatus: 'rejected', operationStatus: 'failed', sources: 'unchanged', results: 'removed' },
    })
    expect(decidePropertyOperation({ kind: 'split', current: 'pending', action: 'cancel', actor: owner })).toEqual({
      ok: true,
      value: { approvalStatus: 'cancelled', operationStatus: 'cancelled', sources: 'unchanged', results: 'removed' },
    })
  })

  it('lets only admins approve or reject, and only those with property access (or admins) cancel', () => {
    for (const action of ['approve', 'reject'] as const) {
      expect(decidePropertyOperation({ kind: 'split', current: 'pending', action, actor: owner })).toEqual({
        ok: false,
        error: { reason: 'forbidden', message: 'Only an admin can approve or reject a split or merge' },
      })
    }
    expect(decidePropertyOperation({ kind: 'split', current: 'pending', action: 'cancel', actor: stranger })).toEqual({
      ok: false,
      error: { reason: 'forbidden', message: "You don't have permission to access property management tools" },
    })
    expect(decidePropertyOperation({ kind: 'split', current: 'pending', action: 'cancel', actor: { isAdmin: true, hasPropertyAccess: false } }).ok).toBe(true)
  })

  it('moves nothing that is no longer pending', () => {
    for (const current of approvalStatuses.filter((status) => status !== 'pending')) {
      for (const action of operationActions) {
        expect(decidePropertyOperation({ kind: 'merge', current, action, actor: admin })).toEqual({
          ok: false,
          error: { reason: 'conflict', message: `This merge is already ${current}` },
        })
      }
    }
  })

  it('names the operation status of each approval status', () => {
    expect(approvalStatuses.map(operationStatusOf)).toEqual(['pending', 'completed', 'failed', 'cancelled'])
  })
})
