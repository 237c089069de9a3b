// Rentals, tenants and rental applications (SPEC §1 lists them; their fields are ours).
import { z } from 'zod'
import { kycStatuses } from '../user/user-schema'
import { doc } from './doc'
import { auditFields, dateField, idField, paiseField, phoneField, textField, timestampField } from './fields'

export const rentalStatuses = ['draft', 'active', 'ended', 'terminated'] as const
export const idProofTypes = ['aadhaar', 'pan', 'passport', 'voter-id', 'driving-licence'] as const
export type IdProofType = (typeof idProofTypes)[number]
export const applicationStatuses = ['submitted', 'under-review', 'approved', 'rejected', 'withdrawn'] as const

export const rentalSchema = z
  .object({
    id: idField('Id', 'Rental id.'),
    propertyId: idField('Property id', 'The rented property.'),
    tenantId: idField('Tenant id', 'The tenant record.'),
    landlordId: idField('Landlord id', 'User id of the owner letting the property.'),
    monthlyRentPaise: paiseField('Monthly rent', 'Rent per month.'),
    securityDepositPaise: paiseField('Security deposit', 'Refundable deposit held for the tenancy.'),
    maintenancePaise: paiseField('Maintenance', 'Monthly maintenance charge, if separate.').optional(),
    period: z
      .object({
        startDate: dateField('Start date', 'First day of the tenancy (YYYY-MM-DD).'),
        endDate: dateField('End date', 'Last day of the tenancy (YYYY-MM-DD); 11 months is common.'),
      })
      .refine((p) => p.endDate >= p.startDate, { message: 'End date must not be before start date', path: ['endDate'] })
      .meta(doc('Period', 'When the tenancy runs.')),
    rentDueDay: z.number().int().min(1).max(28).default(5).meta(doc('Rent due day', 'Day of the month rent is due (1-28).')),
    noticePeriodDays: z.number().int().min(0).max(365).default(30).meta(doc('Notice period', 'Days of notice either side must give.')),
    lockInMonths: z.number().int().min(0).max(120).optional().meta(doc('Lock-in', 'Months during which neither side may end the tenancy.')),
    status: z.enum(rentalStatuses).default('draft').meta(doc('Status', 'draft, active, ended or terminated.')),
    agreementDocumentId: idField('Agreement document', 'The rent agreement among the property documents.').optional(),
    applicationId: idField('Application id', 'The approved application that created this rental.').optional(),
    tenantUserId: idField('Tenant user id', 'User id of the tenant.').optional(),
    closingReason: textField(500, 'Closing reason', 'Why the rental was called off, ended or terminated.').optional(),
    endsOn: dateField('Ends on', 'For a terminated tenancy: the last day, after the notice period.').optional(),
    closedBy: idField('Closed by', 'User id of who called it off, ended or terminated it.').optional(),
    closedAt: timestampField('Closed at', 'When it was called off, ended or terminated.').optional(),
    version: z.number().int().min(0).default(0).meta(doc('Version', 'Row version: bumped by every transition; a transition sent with an older one is refused.')),
    ...auditFields,
  })
  .meta(doc('Rental', 'A tenancy of a property: who rents it, for how much, and when.'))
export type Rental = z.output<typeof rentalSchema>

export const tenantSchema = z
  .object({
    id: idField('Id', 'Tenant id.'),
    userId: idField('User id', 'The tenant user account, when there is one.').optional(),
    fullName: z.string().trim().min(1).max(200).meta(doc('Full name', 'Name as on the ID proof.')),
    phoneNumber: phoneField('Phone number', 'Contact number: digits with a leading plus.'),
    email: z.union([z.email(), z.literal('')]).optional().meta(doc('E-mail', 'Contact e-mail.')),
    occupation: textField(120, 'Occupation', 'What the tenant does.').optional(),
    employer: textField(200, 'Employer', 'Where the tenant works.').optional(),
    idProof: z
      .object({
        type: z.enum(idProofTypes).meta(doc('ID type', 'aadhaar, pan, passport, voter-id or driving-licence.')),
        last4: z
          .string()
          .regex(/^[A-Za-z0-9]{4}$/)
          .optional()
          .meta(doc('Last 4 characters', 'Only the last four characters of the ID number are kept, when given (an application names only the type).')),
      })
      .optional()
      .meta(doc('ID proof', 'The identity document shown for police verification.')),
    householdSize: z.number().int().min(1).max(50).optional().meta(doc('Household size', 'How many people live in the rented home.')),
    kycStatus: z.enum(kycStatuses).default('not-started').meta(doc('KYC status', 'Verification of the tenant.')),
    emergencyContact: z
      .object({
        name: textField(200, 'Name', 'Who to call.'),
        phoneNumber: phoneField('Phone number', 'Their number.'),
        relation: textField(60, 'Relation', 'How they are related.'),
      })
      .optional()
      .meta(doc('Emergency contact', 'Someone to call in an emergency.')),
    ...auditFields,
  })
  .meta(doc('Tenant', 'A person who rents a property.'))
export type Tenant = z.output<typeof tenantSchema>

export const applicationSchema = z
  .object({
    id: idField('Id', 'Application id.'),
    propertyId: idField('Property id', 'The property applied for.'),
    applicantId: idField('Applicant id', 'User id of the applicant.'),
    offeredRentPaise: paiseField('Offered rent', 'Monthly rent the applicant offers.').optional(),
    moveInDate: dateField('Move-in date', 'When the applicant wants to move in.').optional(),
    occupants: z.number().int().min(1).max(50).default(1).meta(doc('Occupants', 'Household size: how many people will live there.')),
    idProofType: z.enum(idProofTypes).optional().meta(doc('ID proof type', 'The identity document the applicant will show: aadhaar, pan, passport, voter-id or driving-licence.')),
    occupation: textField(120, 'Occupation', 'What the applicant does.').optional(),
    message: textField(2000, 'Message', 'A note to the owner.').default(''),
    status: z.enum(applicationStatuses).default('submitted').meta(doc('Status', 'submitted, under-review, approved, rejected or withdrawn.')),
    reviewedBy: idField('Reviewed by', 'User id of who decided.').optional(),
    reviewedAt: timestampField('Reviewed at', 'When it was decided.').optional(),
    decisionNote: textField(500, 'Decision note', 'Why it was rejected or withdrawn, when a reason was given.').optional(),
    version: z.number().int().min(0).default(0).meta(doc('Version', 'Row version: bumped by every transition; a transition sent with an older one is refused.')),
    ...auditFields,
  })
  .meta(doc('Application', "A prospective tenant's application to rent a property."))
export type Application = z.output<typeof applicationSchema>
