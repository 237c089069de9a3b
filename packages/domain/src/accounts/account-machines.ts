// Two account statuses, as state machines (../transactions/state-machine): a user's KYC and a
// user's application to become a dealer. The user submits or applies; an admin decides; a
// rejected user may try again. Until an application is approved the applicant is not a dealer.
import { kycStatuses } from '../user/user-schema'
import { defineStateMachine } from '../transactions/state-machine'

export const kycMachine = defineStateMachine({
  entity: 'KYC',
  statuses: kycStatuses,
  parties: ['user', 'admin'] as const,
  rules: [
    { action: 'submit', from: ['not-started', 'rejected'], to: 'pending', by: ['user'] },
    { action: 'verify', from: ['pending'], to: 'verified', by: ['admin'] },
    { action: 'reject', from: ['pending'], to: 'rejected', by: ['admin'] },
  ],
})
export type KycAction = (typeof kycMachine.rules)[number]['action']

export const dealerApplicationStatuses = ['not-applied', 'pending', 'approved', 'rejected'] as const
export type DealerApplicationStatus = (typeof dealerApplicationStatuses)[number]

export const dealerApplicationMachine = defineStateMachine({
  entity: 'dealer application',
  statuses: dealerApplicationStatuses,
  parties: ['applicant', 'admin'] as const,
  rules: [
    { action: 'apply', from: ['not-applied', 'rejected'], to: 'pending', by: ['applicant'] },
    { action: 'approve', from: ['pending'], to: 'approved', by: ['admin'] },
    { action: 'reject', from: ['pending'], to: 'rejected', by: ['admin'] },
  ],
})
export type DealerApplicationAction = (typeof dealerApplicationMachine.rules)[number]['action']

/** Words of the account calls that the web shows and the tests assert. */
export const accountMessages = {
  reasonRequired: 'Give a reason (it is shown to the user and kept in the audit trail)',
  alreadyDealer: 'You are a dealer already',
  accountSuspended: 'This account is suspended. Contact support@vishwas.example to have it reinstated.',
  alreadySuspended: 'This user is suspended already',
  notSuspended: 'This user is not suspended',
  cannotSuspendSelf: 'You cannot suspend your own account',
  lastAdmin: 'This is the last admin: make someone else an admin first',
  phoneTaken: 'A user with this phone number exists already',
  noKycSubmission: 'This user has not submitted KYC details',
  noDealerApplication: 'This user has not applied to be a dealer',
} as const

/** Notification texts to the user. */
export const accountNotices = {
  dealerApproved: { title: 'You are now a dealer', body: 'Your dealer application was approved. Curator is in your menu.' },
  dealerRejected: (reason: string) => ({ title: 'Your dealer application was not approved', body: reason }),
  kycVerified: { title: 'Your KYC is verified', body: 'Your identity details were verified.' },
  kycRejected: (reason: string) => ({ title: 'Your KYC was not verified', body: reason }),
  reinstated: { title: 'Your account is reinstated', body: 'You can sign in again and your listings are back in public view.' },
} as const
