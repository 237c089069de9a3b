// A proposal (an offer) as the API answers it (GET/POST /api/proposals...): the offer, its rounds,
// the caller's side and what they may do now. The server validates and documents its answers with
// these schemas; the web app reads the same types.
import { z } from 'zod'
import { listingTypes } from '../property/property-enums'
import { proposalMachineStatuses, proposalUserActions } from './proposal-machine'

const side = z.enum(['buyer', 'seller'])

export const proposalRoundViewSchema = z.object({ round: z.number().int(), side, byUserId: z.string(), amountPaise: z.number().int(), terms: z.string(), createdAt: z.string() })
export type ProposalRoundView = z.infer<typeof proposalRoundViewSchema>

export const proposalViewSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    propertyReference: z.string(),
    propertyTitle: z.string(),
    fromUserId: z.string(),
    fromName: z.string(),
    toUserId: z.string().nullable().meta({ description: 'The owner it went to; null for a caller without property access (the buyer).' }),
    type: z.enum(listingTypes),
    amountPaise: z.number().int().meta({ description: 'The current price (the last round), in paise.' }),
    terms: z.string(),
    validUntil: z.string(),
    status: z.enum(proposalMachineStatuses),
    turn: side.meta({ description: 'Which side answers next.' }),
    rounds: z.array(proposalRoundViewSchema).meta({ description: 'Every price named, oldest first.' }),
    dealId: z.string().nullable().meta({ description: 'The draft deal its acceptance opened.' }),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    side: side.nullable().meta({ description: 'Your side in it, if any (admins and dealers with property access may see it on neither).' }),
    allowedActions: z.array(z.enum(proposalUserActions)).meta({ description: 'What you may do now.' }),
  })
  .meta({ title: 'Proposal view', description: 'An offer with its rounds and what the caller may do.' })
export type ProposalView = z.infer<typeof proposalViewSchema>
