// Request and response schemas of the proposal calls (they also make the OpenAPI entries).
import { listingTypes, paginationSchema, proposalMachineStatuses, proposalUserActions } from '@vishwas/domain'
import { z } from 'zod'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

export const proposalParamsSchema = z.strictObject({
  proposalId: z.uuid({ error: 'must be a proposal id (UUID)' }).meta({ description: 'The proposal id.' }),
})

export const proposalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(proposalMachineStatuses).optional().meta({ description: 'Only proposals in this status.' }),
  propertyId: z.string().trim().min(1).max(64).optional().meta({ description: 'Only offers on this property (its id or PROP-... reference); with property access, every offer on it.' }),
  role: z.enum(['buyer', 'seller']).optional().meta({ description: 'buyer: offers you made; seller: offers on properties you represent.' }),
})

const side = z.enum(['buyer', 'seller'])

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
    rounds: z
      .array(z.object({ round: z.number().int(), side, byUserId: z.string(), amountPaise: z.number().int(), terms: z.string(), createdAt: z.string() }))
      .meta({ description: 'Every price named, oldest first.' }),
    dealId: z.string().nullable().meta({ description: 'The draft deal its acceptance opened.' }),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    side: side.nullable().meta({ description: 'Your side in it, if any (admins and dealers with property access may see it on neither).' }),
    allowedActions: z.array(z.enum(proposalUserActions)).meta({ description: 'What you may do now.' }),
  })
  .meta({ title: 'Proposal view', description: 'An offer with its rounds and what the caller may do.' })

export const proposalResponseSchema = z.object({ success: z.literal(true), proposal: proposalViewSchema })
export const proposalsResponseSchema = z.object({ success: z.literal(true), proposals: z.array(proposalViewSchema), pagination: paginationSchema })
