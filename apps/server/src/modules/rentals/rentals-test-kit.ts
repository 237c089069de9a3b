// Fixtures of the rental route tests: a rent listing of the demo seller, an application of the
// demo buyer on it, and helpers that bring an application or a rental to any status.
import { addDays, indianToday, type ApplicationStatus, type RentalStatus } from '@vishwas/domain'
import { expect } from 'vitest'
import { createAs, propertyBody, requestAs, type Caller, type PropertyKit } from '../properties/properties-test-kit'

export const today = () => indianToday(new Date())
export const inDays = (days: number) => addDays(today(), days)

/** An active listing for rent at ₹25,000 a month. */
export async function rentListing(kit: PropertyKit, caller: Caller = 'seller', listingType: 'rent' | 'lease' | 'sale' = 'rent') {
  return createAs(
    kit,
    caller,
    propertyBody({
      basicInfo: { title: '2 BHK for rent in Sector 70', type: 'residential', subType: 'apartment', status: 'active', listingType },
      financial: { pricing: { totalPrice: 25_000 } },
    }),
  )
}

export const applicationBody = (overrides: Record<string, unknown> = {}) => ({
  idProofType: 'aadhaar',
  occupation: 'Software engineer',
  occupants: 3,
  moveInDate: inDays(10),
  message: 'We are a family of three.',
  ...overrides,
})

export type ApplicationJson = { id: string; status: ApplicationStatus; version: number; actions: string[]; rental: RentalJson | null; occupation: string; idProofType: string; occupants: number }
export type RentalJson = { id: string; status: RentalStatus; version: number; actions: string[]; tenantId: string; monthlyRentPaise: number; securityDepositPaise: number; period: { startDate: string; endDate: string }; endsOn?: string }

export async function apply(kit: PropertyKit, propertyId: string, caller: Caller | null = 'buyer', body: Record<string, unknown> = applicationBody()) {
  return requestAs(kit, caller, { method: 'POST', url: `/api/properties/${propertyId}/rental-applications`, payload: body })
}

export async function applied(kit: PropertyKit, propertyId: string, caller: Caller = 'buyer'): Promise<ApplicationJson> {
  const response = await apply(kit, propertyId, caller)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ application: ApplicationJson }>().application
}

export const actOnApplication = (kit: PropertyKit, caller: Caller | null, id: string, action: string, payload: unknown = {}) =>
  requestAs(kit, caller, { method: 'POST', url: `/api/rental-applications/${id}/${action}`, payload })

export const actOnRental = (kit: PropertyKit, caller: Caller | null, id: string, action: string, payload: unknown = action === 'activate' ? {} : { reason: 'As agreed' }) =>
  requestAs(kit, caller, { method: 'POST', url: `/api/rentals/${id}/${action}`, payload })

async function ok<T>(response: Promise<{ statusCode: number; body: string; json<U>(): U }>, key: string): Promise<T> {
  const answer = await response
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<Record<string, T>>()[key]!
}

/** A new application of the buyer on `propertyId`, brought to `status` by the parties who may. */
export async function applicationIn(kit: PropertyKit, propertyId: string, status: ApplicationStatus): Promise<ApplicationJson> {
  const application = await applied(kit, propertyId)
  const step = { submitted: undefined, 'under-review': ['seller', 'review'], approved: ['seller', 'approve'], rejected: ['seller', 'reject'], withdrawn: ['buyer', 'withdraw'] } as const
  const move = step[status]
  return move ? ok<ApplicationJson>(actOnApplication(kit, move[0], application.id, move[1]), 'application') : application
}

/** A rental of the buyer on `propertyId`, brought to `status`. */
export async function rentalIn(kit: PropertyKit, propertyId: string, status: RentalStatus): Promise<RentalJson> {
  const application = await applicationIn(kit, propertyId, 'approved')
  const rental = application.rental!
  if (status === 'draft') return rental
  if (status === 'terminated') return ok<RentalJson>(actOnRental(kit, 'seller', rental.id, 'cancel'), 'rental')
  const active = await ok<RentalJson>(actOnRental(kit, 'seller', rental.id, 'activate', {}), 'rental')
  return status === 'ended' ? ok<RentalJson>(actOnRental(kit, 'seller', rental.id, 'end'), 'rental') : active
}

/** The notifications of a demo user, newest first. */
export async function notificationsOf(kit: PropertyKit, userId: string) {
  return kit.database.query<{ kind: string; title: string; body: string; link: string | null }>(
    'SELECT kind, title, body, link FROM notifications WHERE user_id = $1::uuid ORDER BY created_at DESC, id',
    [userId],
  )
}
