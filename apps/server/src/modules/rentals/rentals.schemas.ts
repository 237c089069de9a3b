// Request and response schemas of the rental calls (they also make the OpenAPI entries). Bodies
// are the domain's; answers are the documented entities (applicationSchema, rentalSchema,
// tenantSchema) with what a page needs beside them: the property's name, the actions the caller
// may take now, and an application's rental.
import {
  MAX_PAGE_LIMIT,
  PAGINATION_DEFAULTS,
  applicationActions,
  applicationSchema,
  applicationStatuses,
  escrowStatuses,
  idProofTypes,
  paginationSchema,
  paymentStatuses,
  propertyReferenceSchema,
  rentalActions,
  rentalSchema,
  rentalStatuses,
  tenantSchema,
} from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'

const propertyKeySchema = z
  .union([z.uuid(), propertyReferenceSchema], { error: 'must be a property UUID or a PROP- reference' })
  .meta({ description: "The property's UUID or its PROP- reference." })

export const propertyParamsSchema = z.strictObject({ id: propertyKeySchema })
export const applicationParamsSchema = z.strictObject({ applicationId: z.uuid({ error: 'must be a rental application id (UUID)' }) })
export const rentalParamsSchema = z.strictObject({ rentalId: z.uuid({ error: 'must be a rental id (UUID)' }) })
export const tenantParamsSchema = z.strictObject({ tenantId: z.uuid({ error: 'must be a tenant id (UUID)' }) })

const listQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.strictObject({
    status: z.enum(statuses, { error: `must be one of ${statuses.join(', ')}` }).optional().meta({ description: 'Only items in this status.' }),
    property: propertyKeySchema.optional().meta({ description: 'Only items on this property (UUID or PROP- reference).' }),
    role: z
      .enum(['tenant', 'landlord'], { error: 'must be tenant or landlord' })
      .optional()
      .meta({ description: 'tenant: yours as applicant or tenant; landlord: those on properties you stand for (or, with property access, on the property asked for). Default: both (admins: all).' }),
    page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
    limit: integerParam(1, MAX_PAGE_LIMIT).default(PAGINATION_DEFAULTS.limit).meta({ description: `Items per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
  })
export const applicationListQuerySchema = listQuery(applicationStatuses)
export const rentalListQuerySchema = listQuery(rentalStatuses)

const propertySummarySchema = z
  .object({ id: z.string(), reference: z.string(), title: z.string(), city: z.string(), listingType: z.string(), status: z.string() })
  .meta({ description: 'The property, as its parties see it named.' })

export const tenantRecordSchema = tenantSchema

export const rentalRecordSchema = rentalSchema.extend({
  landlordId: z.string().optional().meta({ description: 'User id of the owner letting the property.' }),
  property: propertySummarySchema,
  tenantName: z.string(),
  actions: z.array(z.enum(rentalActions)).meta({ description: 'What you may do with it now.' }),
})
const rentalMoneySchema = z
  .object({
    deposit: z.object({
      duePaise: z.number().int(),
      payment: z.object({ id: z.string(), status: z.enum(paymentStatuses), escrowStatus: z.enum(escrowStatuses), refundedPaise: z.number().int() }).nullable(),
      heldPaise: z.number().int().meta({ description: "What the ledger's deposit account holds now." }),
      deductionsPaise: z.number().int(),
      deductionsReason: z.string(),
    }),
    rent: z.array(z.object({ period: z.string(), dueDate: z.string(), state: z.enum(['paid', 'due', 'overdue', 'upcoming']), paymentId: z.string().nullable() })),
    overdueMonths: z.number().int(),
  })
  .meta({ description: 'The deposit and each month of rent: paid, due, overdue (its due day passed unpaid) or upcoming. Both sides see it.' })

export const rentalWithTenantSchema = rentalRecordSchema.extend({
  tenant: tenantRecordSchema.nullable().meta({ description: 'The tenant: shown to the tenant, the landlord side and admins only.' }),
  money: rentalMoneySchema,
})

export const applicationRecordSchema = applicationSchema.extend({
  property: propertySummarySchema,
  applicantName: z.string(),
  idProofType: z.enum(idProofTypes),
  occupation: z.string(),
  actions: z.array(z.enum(applicationActions)).meta({ description: 'What you may do with it now.' }),
  rental: rentalRecordSchema.nullable().meta({ description: 'The rental its approval created.' }),
})

export const applicationResponseSchema = z.object({ success: z.literal(true), application: applicationRecordSchema })
export const applicationListResponseSchema = z.object({ success: z.literal(true), applications: z.array(applicationRecordSchema), pagination: paginationSchema })
export const rentalResponseSchema = z.object({ success: z.literal(true), rental: rentalWithTenantSchema })
export const rentalListResponseSchema = z.object({ success: z.literal(true), rentals: z.array(rentalRecordSchema), pagination: paginationSchema })
export const tenantResponseSchema = z.object({ success: z.literal(true), tenant: tenantRecordSchema })
