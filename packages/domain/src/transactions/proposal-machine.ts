// SPEC §1 proposal (an offer): sent -> countered (any number of rounds, the two sides taking
// turns) -> accepted | rejected | withdrawn | expired. The side whose turn it is answers (accept,
// counter with a new price, reject); the proposer may withdraw while it is open; the expiry job
// expires it once its validity date has passed. Accepting creates a draft deal.
import { proposalStatuses } from '../schemas/engagement-enums'
import { defineStateMachine } from './state-machine'

/** The statuses of SPEC §1's proposal schema, every one in the machine. */
export const proposalMachineStatuses = proposalStatuses
export type ProposalStatus = (typeof proposalMachineStatuses)[number]

export const proposalActions = ['counter', 'accept', 'reject', 'withdraw', 'expire'] as const
export type ProposalAction = (typeof proposalActions)[number]

/** The actions a person takes (the expiry job takes `expire`). */
export const proposalUserActions = ['counter', 'accept', 'reject', 'withdraw'] as const satisfies readonly ProposalAction[]
export type ProposalUserAction = (typeof proposalUserActions)[number]

/**
 * Who the caller is on this proposal, in words the refusal messages use: the side whose turn it
 * is to answer, the other side (waiting for an answer), the proposer (who made the first offer),
 * and the scheduler (the expiry job).
 */
export const proposalParties = ['side to answer', 'side waiting', 'proposer', 'scheduler'] as const
export type ProposalParty = (typeof proposalParties)[number]

/** The two sides of an offer: the buyer (who proposes) and the seller (who represents the property). */
export type ProposalSide = 'buyer' | 'seller'

const open: ProposalStatus[] = ['sent', 'countered']

export const proposalMachine = defineStateMachine({
  entity: 'proposal',
  statuses: proposalMachineStatuses,
  parties: proposalParties,
  rules: [
    { action: 'counter', from: open, to: 'countered', by: ['side to answer'] },
    { action: 'accept', from: open, to: 'accepted', by: ['side to answer'] },
    { action: 'reject', from: open, to: 'rejected', by: ['side to answer'] },
    { action: 'withdraw', from: open, to: 'withdrawn', by: ['proposer'] },
    { action: 'expire', from: open, to: 'expired', by: ['scheduler'] },
  ],
})

/** The parties a caller on `side` holds when it is `turn`'s turn (none when on neither side). */
export function proposalPartiesOf(input: { side: ProposalSide | undefined; turn: ProposalSide }): ProposalParty[] {
  if (!input.side) return []
  const parties: ProposalParty[] = [input.side === input.turn ? 'side to answer' : 'side waiting']
  if (input.side === 'buyer') parties.push('proposer')
  return parties
}

/** After a counter it is the other side's turn. */
export const otherSide = (side: ProposalSide): ProposalSide => (side === 'buyer' ? 'seller' : 'buyer')

export const isOpenProposal = (status: ProposalStatus) => open.includes(status)
