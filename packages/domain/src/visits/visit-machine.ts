// A site visit's life (issue #23): the visitor proposes up to three slots; the property side
// confirms one or proposes another, and then the visitor accepts that one (or proposes again);
// requested -> confirmed -> completed | cancelled | no-show. Whose turn it is to answer is the
// visit's `proposedBy` (visitTurnRefusal); completed and no-show only once the slot has begun.
import { visitStatuses } from '../schemas/engagement-enums'
import { defineStateMachine } from '../transactions/state-machine'

export const visitParties = ['visitor', 'property side', 'admin'] as const
export type VisitParty = (typeof visitParties)[number]
export type VisitStatus = (typeof visitStatuses)[number]
/** Who made the slots now on the table. */
export type VisitProposer = 'visitor' | 'property side'

export const visitMachine = defineStateMachine({
  entity: 'site visit',
  statuses: visitStatuses,
  parties: visitParties,
  rules: [
    /** The property side takes one of the visitor's slots. */
    { action: 'confirm', from: ['requested'], to: 'confirmed', by: ['property side', 'admin'] },
    /** The visitor takes the slot the property side proposed. */
    { action: 'accept', from: ['requested'], to: 'confirmed', by: ['visitor', 'admin'] },
    /** New slots from either side (the property side proposes one). */
    { action: 'propose', from: ['requested'], to: 'requested', by: ['visitor', 'property side', 'admin'] },
    { action: 'cancel', from: ['requested', 'confirmed'], to: 'cancelled', by: ['visitor', 'property side', 'admin'] },
    { action: 'complete', from: ['confirmed'], to: 'completed', by: ['property side', 'admin'] },
    { action: 'no-show', from: ['confirmed'], to: 'no-show', by: ['property side', 'admin'] },
  ],
})
export type VisitAction = (typeof visitMachine.rules)[number]['action']
export const visitActions = visitMachine.rules.map((rule) => rule.action)

export const openVisitStatuses = ['requested', 'confirmed'] as const satisfies readonly VisitStatus[]

/**
 * The turn rule on top of the table: a slot is confirmed by the side that did not propose it
 * (an admin may always). Null when `parties` may take `action` now.
 */
export function visitTurnRefusal(input: { action: VisitAction; proposedBy: VisitProposer; parties: readonly VisitParty[] }): string | null {
  if (input.parties.includes('admin')) return null
  if (input.action === 'confirm' && input.proposedBy !== 'visitor') return visitMessages.awaitingVisitor
  if (input.action === 'accept' && input.proposedBy !== 'property side') return visitMessages.awaitingHost
  return null
}

/** The actions that need the slot to have begun. */
export const afterSlotActions: readonly VisitAction[] = ['complete', 'no-show']

export const visitMessages = {
  notFound: 'Site visit not found',
  ownProperty: 'You cannot book a visit to your own property.',
  alreadyBooked: 'You already have a visit requested or confirmed at this property. Cancel it to book another.',
  awaitingVisitor: 'The visitor has not answered the slot you proposed yet.',
  awaitingHost: 'There is no slot from the property side to accept: wait for them to confirm or propose one.',
  slotNotProposed: 'Choose one of the proposed slots.',
  notBegun: 'A visit can be marked completed or no-show only once its slot has begun.',
  tooManyOpen: 'You have too many visits requested or confirmed. Cancel one to book another.',
} as const
