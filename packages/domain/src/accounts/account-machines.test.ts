import { describe, expect, it } from 'vitest'
import { allowedActions, checkTransition, everyTransitionCase } from '../transactions/state-machine'
import { dealerApplicationMachine, kycMachine } from './account-machines'

describe('KYC machine', () => {
  it.each(everyTransitionCase(kycMachine))('$action from $from by $party: allowed $allowed', ({ from, action, party, allowed, to }) => {
    const result = checkTransition(kycMachine, { from, action, parties: [party] })
    expect(result.ok).toBe(allowed)
    if (result.ok) expect(result.value).toBe(to)
  })

  it('goes not-started -> pending -> verified | rejected, and a rejected user may submit again', () => {
    expect(allowedActions(kycMachine, 'not-started', ['user'])).toEqual(['submit'])
    expect(allowedActions(kycMachine, 'pending', ['admin'])).toEqual(['verify', 'reject'])
    expect(allowedActions(kycMachine, 'rejected', ['user'])).toEqual(['submit'])
    expect(allowedActions(kycMachine, 'verified', ['user', 'admin'])).toEqual([])
    expect(checkTransition(kycMachine, { from: 'verified', action: 'submit', parties: ['user'] })).toEqual({ ok: false, error: { kind: 'status', message: 'Cannot submit this KYC: it is verified' } })
    expect(checkTransition(kycMachine, { from: 'pending', action: 'verify', parties: ['user'] })).toEqual({ ok: false, error: { kind: 'party', message: 'Only the admin can verify this KYC' } })
  })
})

describe('dealer application machine', () => {
  it.each(everyTransitionCase(dealerApplicationMachine))('$action from $from by $party: allowed $allowed', ({ from, action, party, allowed, to }) => {
    const result = checkTransition(dealerApplicationMachine, { from, action, parties: [party] })
    expect(result.ok).toBe(allowed)
    if (result.ok) expect(result.value).toBe(to)
  })

  it('lets an admin decide a pending application once; a rejected applicant may apply again', () => {
    expect(allowedActions(dealerApplicationMachine, 'pending', ['admin'])).toEqual(['approve', 'reject'])
    expect(allowedActions(dealerApplicationMachine, 'approved', ['applicant', 'admin'])).toEqual([])
    expect(allowedActions(dealerApplicationMachine, 'rejected', ['applicant'])).toEqual(['apply'])
    expect(checkTransition(dealerApplicationMachine, { from: 'approved', action: 'reject', parties: ['admin'] })).toEqual({
      ok: false,
      error: { kind: 'status', message: 'Cannot reject this dealer application: it is approved' },
    })
  })
})
