// Request and response schemas of the proposal calls (they also make the OpenAPI entries).
import { paginationSchema, proposalMachineStatuses, proposalViewSchema } from '@vishwas/domain'
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

export const proposalResponseSchema = z.object({ success: z.literal(true), proposal: proposalViewSchema })
export const proposalsResponseSchema = z.object({ success: z.literal(true), proposals: z.array(proposalViewSchema), pagination: paginationSchema })
