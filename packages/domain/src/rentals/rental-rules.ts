// The rules of applying to rent and of a rental's terms, with the messages people see. Dates are
// calendar days (YYYY-MM-DD) in India: "today" is the date in India, whatever the server's zone.
import { z } from 'zod'
import { Result } from '../result'
import { lineText, multilineText } from '../schemas/fields'
import { idProofTypes } from '../schemas/rental-schemas'

export const rentalMessages = {
  applicationNotFound: 'Rental application not found',
  rentalNotFound: 'Rental not found',
  tenantNotFound: 'Tenant not found',
  notForRent: (listingType: string) => `Only a listing for rent or lease takes rental applications; this one is for ${listingType}`,
  notOpen: (status: string) => `This listing is not open to rental applications: it is ${status}`,
  ownProperty: 'You cannot apply to rent a property you own or manage',
  duplicate: 'You already have an open application for this property. Withdraw it before applying again.',
  moveInPast: 'The move-in date cannot be in the past',
  moveInTooFar: 'The move-in date must be within a year from today',
  startsInPast: 'A rental cannot start before today',
  endsBeforeStart: 'A rental must end after it starts',
  noRent: 'Give the monthly rent: this listing has no price to take it from',
  reasonRequired: 'Give a reason',
  deductionsByLandlord: 'Only the landlord side states deductions from the deposit',
} as const

const MS_PER_DAY = 86_400_000

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10)
}

/** `date` plus `months` (clamped to the month's last day: 31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay))).toISOString().slice(0, 10)
}

/** A tenancy runs 11 months by default (longer ones must be registered), ending the day before. */
export const DEFAULT_TENANCY_MONTHS = 11
export const DEFAULT_RENT_DUE_DAY = 5
export const DEFAULT_NOTICE_DAYS = 30
/** The usual security deposit, in months of rent. */
export const DEFAULT_DEPOSIT_MONTHS = 2
export const MAX_HOUSEHOLD_SIZE = 20

const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` })
const version = z.number().int().min(0).optional().meta({ description: 'The version you last saw: when the item changed since, nothing is done (409).' })
const reason = lineText(500, 'Reason').min(1, { error: rentalMessages.reasonRequired })

/** The body of an application to rent. */
export const applicationInputSchema = z.strictObject({
  idProofType: z.enum(idProofTypes).meta({ description: 'The identity document you will show: aadhaar, pan, passport, voter-id or driving-licence.' }),
  occupation: lineText(120, 'Occupation').min(1, { error: 'Occupation is required' }),
  occupants: z.number().int().min(1).max(MAX_HOUSEHOLD_SIZE).meta({ description: `Household size: how many people will live there (1-${MAX_HOUSEHOLD_SIZE}).` }),
  moveInDate: isoDate('Move-in date'),
  message: multilineText(2000, 'Message').default(''),
})
export type ApplicationInput = z.input<typeof applicationInputSchema>

/** The landlord side's approval: the rental's terms; each left out takes its default. */
export const approvalInputSchema = z.strictObject({
  monthlyRentPaise: z.number().int().min(100).max(Number.MAX_SAFE_INTEGER).optional().meta({ description: "Rent per month in paise; default the listing's price." }),
  securityDepositPaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().meta({ description: `Deposit in paise; default ${DEFAULT_DEPOSIT_MONTHS} months of rent.` }),
  startDate: isoDate('Start date').optional().meta({ description: "First day; default the move-in date (or today, if that has passed)." }),
  endDate: isoDate('End date').optional().meta({ description: `Last day; default ${DEFAULT_TENANCY_MONTHS} months after the start, less a day.` }),
  rentDueDay: z.number().int().min(1).max(28).optional().meta({ description: `Day of the month rent is due (1-28); default ${DEFAULT_RENT_DUE_DAY}.` }),
  noticePeriodDays: z.number().int().min(0).max(365).optional().meta({ description: `Days of notice either side gives to terminate; default ${DEFAULT_NOTICE_DAYS}.` }),
  version,
})
export type ApprovalInput = z.input<typeof approvalInputSchema>

/** Review and withdraw: only the version; reject: an optional reason. */
export const versionInputSchema = z.strictObject({ version })
export const rejectInputSchema = z.strictObject({ reason: lineText(500, 'Reason').optional(), version })
export const withdrawInputSchema = rejectInputSchema
/** Calling off a draft, ending or terminating a tenancy: a reason. */
/** Closing a rental: the reason; the landlord side may state deductions from the deposit (with what they are for), which the tenant sees. */
export const closingInputSchema = z
  .strictObject({
    reason,
    version,
    depositDeductionsPaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().meta({ description: 'What the landlord keeps of the deposit, in paise (the landlord side only); the rest goes back to the tenant.' }),
    depositDeductionsReason: lineText(500, 'Deductions reason').optional().meta({ description: 'What the deductions are for; required with deductions.' }),
  })
  .refine((body) => !body.depositDeductionsPaise || (body.depositDeductionsReason ?? '').trim() !== '', { message: 'Say what the deductions from the deposit are for', path: ['depositDeductionsReason'] })

/** Whether a listing takes applications from this person: 'own' | 'not-open' | 'not-for-rent' refusals. */
export function checkApplicationTarget(input: { listingType: string; status: string; isOwn: boolean }): Result<true, { kind: 'own' | 'not-open' | 'not-for-rent'; message: string }> {
  if (input.isOwn) return Result.err({ kind: 'own', message: rentalMessages.ownProperty })
  if (input.listingType !== 'rent' && input.listingType !== 'lease') return Result.err({ kind: 'not-for-rent', message: rentalMessages.notForRent(input.listingType) })
  if (input.status !== 'active') return Result.err({ kind: 'not-open', message: rentalMessages.notOpen(input.status) })
  return Result.ok(true)
}

/** A move-in date from today to a year ahead. */
export function checkMoveInDate(moveInDate: string, today: string): Result<string, string> {
  if (moveInDate < today) return Result.err(rentalMessages.moveInPast)
  if (moveInDate > addMonths(today, 12)) return Result.err(rentalMessages.moveInTooFar)
  return Result.ok(moveInDate)
}

export type RentalTerms = {
  monthlyRentPaise: number
  securityDepositPaise: number
  startDate: string
  endDate: string
  rentDueDay: number
  noticePeriodDays: number
}

/**
 * The rental an approval creates: the approver's terms, each missing one from its default (the
 * listing's monthly price, two months' deposit, the move-in date, 11 months). Refused: a start
 * before today, an end not after the start, no rent at all.
 */
export function rentalTermsFor(input: { approval: Omit<ApprovalInput, 'version'>; moveInDate: string; listingPriceRupees: number | undefined; today: string }): Result<RentalTerms, { path: string; message: string }> {
  const { approval, today } = input
  const listingRent = input.listingPriceRupees !== undefined && input.listingPriceRupees > 0 ? Math.round(input.listingPriceRupees * 100) : undefined
  const monthlyRentPaise = approval.monthlyRentPaise ?? listingRent
  if (monthlyRentPaise === undefined) return Result.err({ path: 'monthlyRentPaise', message: rentalMessages.noRent })
  const startDate = approval.startDate ?? (input.moveInDate < today ? today : input.moveInDate)
  if (startDate < today) return Result.err({ path: 'startDate', message: rentalMessages.startsInPast })
  const endDate = approval.endDate ?? addDays(addMonths(startDate, DEFAULT_TENANCY_MONTHS), -1)
  if (endDate <= startDate) return Result.err({ path: 'endDate', message: rentalMessages.endsBeforeStart })
  return Result.ok({
    monthlyRentPaise,
    securityDepositPaise: approval.securityDepositPaise ?? monthlyRentPaise * DEFAULT_DEPOSIT_MONTHS,
    startDate,
    endDate,
    rentDueDay: approval.rentDueDay ?? DEFAULT_RENT_DUE_DAY,
    noticePeriodDays: approval.noticePeriodDays ?? DEFAULT_NOTICE_DAYS,
  })
}

/**
 * The last day of a terminated tenancy: after the notice period from today (an admin's takes
 * effect today), never after the agreed end.
 */
export function terminationDate(input: { today: string; noticePeriodDays: number; endDate: string; isAdminOnly: boolean }): string {
  const effective = input.isAdminOnly ? input.today : addDays(input.today, input.noticePeriodDays)
  return effective < input.endDate ? effective : input.endDate
}
