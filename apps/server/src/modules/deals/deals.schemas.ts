// Request and response schemas of the deal calls (they also make the OpenAPI entries).
import { dealActions, dealMachineStatuses, dealPartyRoles, escrowStatuses, listingTypes, paginate, paginationSchema, paymentStatuses } from '@vishwas/domain'
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

const partySchema = z.object({ userId: z.string(), role: z.enum(dealPartyRoles), name: z.string() })

export const dealViewSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    propertyReference: z.string(),
    propertyTitle: z.string(),
    type: z.enum(listingTypes),
    parties: z.array(partySchema),
    amountPaise: z.number().int(),
    tokenAmountPaise: z.number().int().nullable(),
    terms: z.string(),
    status: z.enum(dealMachineStatuses),
    source: z.enum(['proposal', 'bid', 'direct']),
    sourceId: z.string().nullable(),
    agreementDate: z.string().nullable(),
    closingDate: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    allowedActions: z.array(z.enum(dealActions)).meta({ description: 'The steps you may take now.' }),
    tokenDuePaise: z.number().int().meta({ description: "The token amount the buyer pays into escrow: the deal's, or 10 % of the amount." }),
    canPayToken: z.boolean().meta({ description: 'You are the buyer side and the deal is agreed: pay the token with POST /api/deals/{dealId}/payments.' }),
  })
  .meta({ title: 'Deal view', description: 'A deal with its parties and the steps the caller may take.' })

export const dealEventSchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string().meta({ description: "open, or the step taken (negotiate, agree, fund-escrow, verify-documents, complete, cancel)." }),
  fromStatus: z.enum(dealMachineStatuses).nullable(),
  toStatus: z.enum(dealMachineStatuses),
  note: z.string(),
  createdAt: z.string(),
})

export const dealResponseSchema = z.object({ success: z.literal(true), deal: dealViewSchema })
const tokenPaymentSchema = z
  .object({ id: z.string(), status: z.enum(paymentStatuses), escrowStatus: z.enum(escrowStatuses), amountPaise: z.number().int(), receiptNumber: z.string().nullable() })
  .meta({ description: "The deal's latest token payment (its payer, payee and admins read it at /api/payments/{id}), or null." })

export const dealWithTimelineResponseSchema = z.object({ success: z.literal(true), deal: dealViewSchema.extend({
    timeline: z.array(dealEventSchema),
    tokenPayment: tokenPaymentSchema.nullable(),
    platformFeePaise: z.number().int().meta({ description: "The platform's fee taken from the escrow when the deal completes (PLATFORM_FEE_BASIS_POINTS of the token; 0 unless set)." }),
  }),
})
export const dealsResponseSchema = z.object({ success: z.literal(true), deals: z.array(dealViewSchema), pagination: paginationSchema })
export const dealTimelineResponseSchema = z.object({ success: z.literal(true), timeline: z.array(dealEventSchema).meta({ description: 'Every step, oldest first.' }) })

export const pageOf = (total: number, page: number, limit: number) => paginate(total, page, limit)
