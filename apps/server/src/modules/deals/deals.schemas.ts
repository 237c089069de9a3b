// Request and response schemas of the deal calls (they also make the OpenAPI entries).
import { dealEventViewSchema, dealMachineStatuses, dealViewSchema, dealWithTimelineViewSchema, paginate, paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

export const dealParamsSchema = z.strictObject({
  dealId: z.uuid({ error: 'must be a deal id (UUID)' }).meta({ description: 'The deal id.' }),
})

export const dealListQuerySchema = pageQuerySchema.extend({
  status: z.enum(dealMachineStatuses).optional().meta({ description: 'Only deals in this status.' }),
  propertyId: z.string().trim().min(1).max(64).optional().meta({ description: "Only deals on this property (its id or PROP-... reference); with property access, every deal on it." }),
  role: z.enum(['buyer', 'seller', 'dealer']).optional().meta({ description: 'Only deals where you are on this side: buyer (buyer, tenant, lessee), seller (seller, landlord, lessor) or dealer.' }),
})

export const dealResponseSchema = z.object({ success: z.literal(true), deal: dealViewSchema })
export const dealWithTimelineResponseSchema = z.object({ success: z.literal(true), deal: dealWithTimelineViewSchema })
export const dealsResponseSchema = z.object({ success: z.literal(true), deals: z.array(dealViewSchema), pagination: paginationSchema })
export const dealTimelineResponseSchema = z.object({ success: z.literal(true), timeline: z.array(dealEventViewSchema).meta({ description: 'Every step, oldest first.' }) })

export const pageOf = (total: number, page: number, limit: number) => paginate(total, page, limit)
