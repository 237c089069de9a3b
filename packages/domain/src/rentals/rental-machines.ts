// The two state machines of renting (issue #23). An application: a prospective tenant applies on a
// listing for rent or lease; the landlord side (anyone with property access, SPEC §6) reviews it
// and approves or rejects it; the applicant may withdraw while it is open. Approving creates a
// draft rental. A rental: the landlord side activates it once both sides agree on its terms (the
// applicant agreed to rent by applying; the draft shows the terms to both); either side may call
// off a draft; an active tenancy is ended by the landlord side when it runs its course, or
// terminated early by either side with a reason and the notice the rental names (the tenant too).
// Admins may take every action. A person is never the landlord of their own application or
// tenancy (see applicationParties, rentalParties): a dealer who applies cannot approve themself.
import { defineStateMachine } from '../transactions/state-machine'
import { applicationStatuses, rentalStatuses } from '../schemas/rental-schemas'

export const applicationActions = ['review', 'approve', 'reject', 'withdraw'] as const
export type ApplicationAction = (typeof applicationActions)[number]
export const applicationParties = ['applicant', 'landlord', 'admin'] as const
export type ApplicationParty = (typeof applicationParties)[number]
export type ApplicationStatus = (typeof applicationStatuses)[number]

const open = ['submitted', 'under-review'] as const satisfies readonly ApplicationStatus[]

export const applicationMachine = defineStateMachine<ApplicationStatus, ApplicationAction, ApplicationParty>({
  entity: 'rental application',
  statuses: applicationStatuses,
  parties: applicationParties,
  rules: [
    { action: 'review', from: ['submitted'], to: 'under-review', by: ['landlord', 'admin'] },
    { action: 'approve', from: open, to: 'approved', by: ['landlord', 'admin'] },
    { action: 'reject', from: open, to: 'rejected', by: ['landlord', 'admin'] },
    { action: 'withdraw', from: open, to: 'withdrawn', by: ['applicant', 'admin'] },
  ],
})

/** Statuses in which an application is still open (one open application per person and property). */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = open

export const rentalActions = ['activate', 'cancel', 'end', 'terminate'] as const
export type RentalAction = (typeof rentalActions)[number]
export const rentalParties = ['tenant', 'landlord', 'admin'] as const
export type RentalParty = (typeof rentalParties)[number]
export type RentalStatus = (typeof rentalStatuses)[number]

export const rentalMachine = defineStateMachine<RentalStatus, RentalAction, RentalParty>({
  entity: 'rental',
  statuses: rentalStatuses,
  parties: rentalParties,
  rules: [
    { action: 'activate', from: ['draft'], to: 'active', by: ['landlord', 'admin'] },
    // Either side walks away before the tenancy starts.
    { action: 'cancel', from: ['draft'], to: 'terminated', by: ['tenant', 'landlord', 'admin'] },
    { action: 'end', from: ['active'], to: 'ended', by: ['landlord', 'admin'] },
    // Early, with a reason and the rental's notice period (admins without notice).
    { action: 'terminate', from: ['active'], to: 'terminated', by: ['tenant', 'landlord', 'admin'] },
  ],
})

/** Who the caller is on an application: its applicant only, or the landlord side and/or an admin. */
export function partiesOnApplication(input: { isApplicant: boolean; hasPropertyAccess: boolean; isAdmin: boolean }): ApplicationParty[] {
  if (input.isApplicant) return ['applicant']
  return [...(input.hasPropertyAccess ? (['landlord'] as const) : []), ...(input.isAdmin ? (['admin'] as const) : [])]
}

/** Who the caller is on a rental: its tenant only, or the landlord side and/or an admin. */
export function partiesOnRental(input: { isTenant: boolean; hasPropertyAccess: boolean; isAdmin: boolean }): RentalParty[] {
  if (input.isTenant) return ['tenant']
  return [...(input.hasPropertyAccess ? (['landlord'] as const) : []), ...(input.isAdmin ? (['admin'] as const) : [])]
}
