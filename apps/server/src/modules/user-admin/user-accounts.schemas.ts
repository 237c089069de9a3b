// Schemas of the account calls: a user's own dealer application and KYC, and the admin's user
// pages (list, create, edit, decisions, suspension). Text fields are plain single lines.
import {
  dealerApplicationStatuses,
  indianStates,
  kycIdTypes,
  kycScanMessages,
  kycStatuses,
  kycViewSchema,
  lineText,
  paginationSchema,
  rolesSchema,
} from '@vishwas/domain'
import { z } from 'zod'
import { userRecordSchema } from '../users/users.schemas'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

const iso = z.iso.datetime()

export const dealerApplicationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(dealerApplicationStatuses),
    reraNumber: z.string().meta({ description: 'As normalised: upper case, single spaces.' }),
    reraState: z.string(),
    agencyName: z.string(),
    officeAddress: z.string(),
    createdAt: iso,
    decidedAt: iso.nullable(),
    decisionReason: z.string().nullable().meta({ description: "The admin's reason, shown to the applicant." }),
  })
  .meta({ title: 'DealerApplication', description: 'An application to become a dealer (Curator), decided by an admin.' })

export const dealerStandingSchema = z.object({
  status: z.enum(dealerApplicationStatuses).meta({ description: "The newest application's status, or not-applied." }),
  application: dealerApplicationSchema.nullable(),
})

export const dealerApplicationResponseSchema = z.object({ success: z.literal(true) }).extend(dealerStandingSchema.shape)

export const dealerApplicationBodySchema = z.strictObject({
  reraNumber: z.string().max(80, 'RERA number must be at most 80 characters').meta({ description: "The agent registration number on the state's RERA certificate." }),
  reraState: z.enum(indianStates, { error: 'Choose the state that issued your RERA registration' }),
  agencyName: lineText(200, 'Agency name').min(2, 'Agency name must be at least 2 characters'),
  officeAddress: lineText(400, 'Office address').min(10, 'Office address must be at least 10 characters'),
})

export const kycResponseSchema = z.object({ success: z.literal(true), kyc: kycViewSchema })

export const kycBodySchema = z.strictObject({
  idType: z.enum(kycIdTypes),
  idNumber: z.string().min(1, 'Enter the number').max(40, 'The number must be at most 40 characters'),
})

export const kycFormBodySchema = z
  .object({
    idType: z.enum(kycIdTypes),
    idNumber: z.string().max(40).meta({ description: 'For Aadhaar the 12 digits (only the masked form is kept); for PAN the PAN.' }),
    front: z.file().meta({ description: 'The scan of the front: PDF, JPEG or PNG, at most 10 MB. For Aadhaar, the masked Aadhaar from UIDAI (last four digits only).' }),
    back: z.file().optional().meta({ description: 'The scan of the back, when the card has one.' }),
  })
  .meta({ description: 'The fields first, then the files. A refused file or submission keeps nothing.' })

export const kycScanParamsSchema = z.object({ scanId: z.uuid({ error: kycScanMessages.scanNotFound }) })

const reasonSchema = lineText(500, 'Reason').min(3, 'Give a reason (it is shown to the user and kept in the audit trail)')

export const kycDecisionBodySchema = z.strictObject({ decision: z.enum(['verify', 'reject']), reason: reasonSchema })
export const dealerDecisionBodySchema = z.strictObject({ decision: z.enum(['approve', 'reject']), reason: reasonSchema })
export const reasonBodySchema = z.strictObject({ reason: reasonSchema })

export const standingSchema = z.object({ suspended: z.boolean(), suspendedAt: iso.nullable(), suspendedReason: z.string().nullable() })

export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  user: userRecordSchema,
  standing: standingSchema,
  kyc: kycViewSchema,
  dealer: dealerStandingSchema,
})

const flag = z.enum(['true', 'false']).transform((value) => value === 'true')

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(120).optional().meta({ description: 'Part of a name, e-mail or phone number.' }),
  role: z.enum(['admin', 'seller', 'dealer', 'none']).optional(),
  kycStatus: z.enum(kycStatuses).optional(),
  suspended: flag.optional(),
  dealerPending: flag.optional().meta({ description: 'true: only users whose dealer application waits for a decision.' }),
})

export const userListItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  roles: rolesSchema,
  kycStatus: z.enum(kycStatuses),
  suspended: z.boolean(),
  createdAt: iso,
})

export const userListResponseSchema = z.object({ success: z.literal(true), users: z.array(userListItemSchema), pagination: paginationSchema })

const detailFields = {
  fullName: lineText(200, 'Full name'),
  email: z.union([z.email({ error: 'Enter a valid e-mail address' }), z.literal('')]),
  city: lineText(120, 'City'),
  state: lineText(120, 'State'),
}

export const createUserBodySchema = z.strictObject({
  phoneNumber: z.string().min(6).max(20),
  ...detailFields,
  roles: rolesSchema.prefault({}),
})

export const updateUserBodySchema = z.strictObject({
  fullName: detailFields.fullName.optional(),
  email: detailFields.email.optional(),
  city: detailFields.city.optional(),
  state: detailFields.state.optional(),
  roles: z.object({ isAdmin: z.boolean(), isSeller: z.boolean(), isDealer: z.boolean() }).optional(),
})
