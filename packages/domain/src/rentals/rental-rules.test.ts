import { describe, expect, it } from 'vitest'
import { checkTransition, everyTransitionCase, terminalStatuses } from '../transactions/state-machine'
import { applicationMachine, partiesOnApplication, partiesOnRental, rentalMachine } from './rental-machines'
import { indianToday } from '../india-time'
import { addMonths, applicationInputSchema, checkApplicationTarget, checkMoveInDate, rentalMessages, rentalTermsFor, terminationDate } from './rental-rules'

describe('rental machines', () => {
  it('lets the landlord side decide, the applicant withdraw, and admins do all', () => {
    expect(checkTransition(applicationMachine, { from: 'submitted', action: 'approve', parties: ['landlord'] })).toEqual({ ok: true, value: 'approved' })
    expect(checkTransition(applicationMachine, { from: 'under-review', action: 'withdraw', parties: ['applicant'] })).toEqual({ ok: true, value: 'withdrawn' })
    expect(checkTransition(applicationMachine, { from: 'submitted', action: 'approve', parties: ['applicant'] })).toMatchObject({
      ok: false,
      error: { kind: 'party', message: 'Only the landlord or admin can approve this rental application' },
    })
    expect(checkTransition(applicationMachine, { from: 'approved', action: 'withdraw', parties: ['applicant'] })).toMatchObject({
      ok: false,
      error: { kind: 'status', message: 'Cannot withdraw this rental application: it is approved' },
    })
    for (const machine of [applicationMachine, rentalMachine]) {
      for (const rule of machine.rules) expect(rule.by).toContain('admin')
    }
    expect(terminalStatuses(applicationMachine)).toEqual(['approved', 'rejected', 'withdrawn'])
    expect(terminalStatuses(rentalMachine)).toEqual(['ended', 'terminated'])
    expect(everyTransitionCase(rentalMachine).filter((c) => c.allowed && c.party === 'tenant').map((c) => `${c.from}:${c.action}`)).toEqual(['draft:cancel', 'active:terminate'])
  })

  it('never makes the applicant or tenant their own landlord', () => {
    expect(partiesOnApplication({ isApplicant: true, hasPropertyAccess: true, isAdmin: true })).toEqual(['applicant'])
    expect(partiesOnApplication({ isApplicant: false, hasPropertyAccess: true, isAdmin: true })).toEqual(['landlord', 'admin'])
    expect(partiesOnRental({ isTenant: true, hasPropertyAccess: true, isAdmin: false })).toEqual(['tenant'])
    expect(partiesOnRental({ isTenant: false, hasPropertyAccess: false, isAdmin: false })).toEqual([])
  })
})

describe('rental rules', () => {
  const today = '2026-11-28'

  it('takes applications only on active rent or lease listings of someone else', () => {
    expect(checkApplicationTarget({ listingType: 'rent', status: 'active', isOwn: false }).ok).toBe(true)
    expect(checkApplicationTarget({ listingType: 'lease', status: 'active', isOwn: true })).toMatchObject({ error: { message: rentalMessages.ownProperty } })
    expect(checkApplicationTarget({ listingType: 'sale', status: 'active', isOwn: false })).toMatchObject({
      error: { message: 'Only a listing for rent or lease takes rental applications; this one is for sale' },
    })
    expect(checkApplicationTarget({ listingType: 'rent', status: 'rented', isOwn: false })).toMatchObject({ error: { message: rentalMessages.notOpen('rented') } })
  })

  it('refuses a move-in date in the past or over a year ahead', () => {
    expect(checkMoveInDate('2026-11-27', today)).toEqual({ ok: false, error: 'The move-in date cannot be in the past' })
    expect(checkMoveInDate(today, today).ok).toBe(true)
    expect(checkMoveInDate('2027-11-29', today)).toEqual({ ok: false, error: rentalMessages.moveInTooFar })
    expect(indianToday(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
  })

  it('fills the terms from the listing and the move-in date, and refuses a rental that ends before it starts', () => {
    expect(rentalTermsFor({ approval: {}, moveInDate: '2026-12-01', listingPriceRupees: 25_000, today })).toEqual({
      ok: true,
      value: { monthlyRentPaise: 2_500_000, securityDepositPaise: 5_000_000, startDate: '2026-12-01', endDate: '2027-10-31', rentDueDay: 5, noticePeriodDays: 30 },
    })
    expect(rentalTermsFor({ approval: { startDate: '2027-01-01', endDate: '2026-12-31' }, moveInDate: '2026-12-01', listingPriceRupees: 1, today })).toEqual({
      ok: false,
      error: { path: 'endDate', message: 'A rental must end after it starts' },
    })
    expect(rentalTermsFor({ approval: { startDate: '2026-11-01' }, moveInDate: '2026-12-01', listingPriceRupees: 1, today })).toMatchObject({ error: { message: rentalMessages.startsInPast } })
    expect(rentalTermsFor({ approval: {}, moveInDate: '2026-12-01', listingPriceRupees: undefined, today })).toMatchObject({ error: { message: rentalMessages.noRent } })
    expect(terminationDate({ today, noticePeriodDays: 30, endDate: '2027-10-31', isAdminOnly: false })).toBe('2026-12-28')
    expect(terminationDate({ today, noticePeriodDays: 30, endDate: '2026-12-01', isAdminOnly: false })).toBe('2026-12-01')
  })

  it('reads an application body with its household, ID proof and occupation', () => {
    const parsed = applicationInputSchema.safeParse({ idProofType: 'aadhaar', occupation: ' Engineer ', occupants: 3, moveInDate: '2026-12-01' })
    expect(parsed.success && parsed.data).toEqual({ idProofType: 'aadhaar', occupation: 'Engineer', occupants: 3, moveInDate: '2026-12-01', message: '' })
    expect(applicationInputSchema.safeParse({ idProofType: 'ration-card', occupation: 'x', occupants: 0, moveInDate: 'soon' }).error?.issues).toHaveLength(3)
  })
})
