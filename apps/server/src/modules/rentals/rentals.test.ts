// Applying to rent, reading and listing applications, rentals and tenants: who sees what, the
// refusals of bad input with their messages, and the notifications each event writes.
import { rentalMessages, transitionMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, otherSeller, requestAs, signedOut, usePropertyKit } from '../properties/properties-test-kit'
import { actOnApplication, actOnRental, apply, applicationBody, applied, inDays, notificationsOf, rentListing, today, type ApplicationJson, type RentalJson } from './rentals-test-kit'

const kit = usePropertyKit()

const getApplication = (caller: Parameters<typeof requestAs>[1], id: string) => requestAs(kit, caller, { url: `/api/rental-applications/${id}` })

describe('applying to rent', () => {
  it('takes an application on a rent listing, shows its personal details to the applicant, the landlord side and admins only, and tells the owner', async () => {
    const property = await rentListing(kit)
    const response = await apply(kit, property.reference)
    expect(response.statusCode, response.body).toBe(201)
    const application = response.json<{ application: ApplicationJson }>().application
    expect(application).toMatchObject({ status: 'submitted', version: 0, idProofType: 'aadhaar', occupation: 'Software engineer', occupants: 3, actions: ['withdraw'], rental: null })
    for (const caller of ['buyer', 'seller', 'dealer', 'admin'] as const) {
      const seen = await getApplication(caller, application.id)
      expect(seen.statusCode, `${caller}: ${seen.body}`).toBe(200)
      expect(seen.json()).toMatchObject({ application: { occupation: 'Software engineer', idProofType: 'aadhaar', occupants: 3 } })
    }
    expect((await getApplication('seller', application.id)).json()).toMatchObject({ application: { actions: ['review', 'approve', 'reject'] } })
    const stranger = await getApplication('otherSeller', application.id)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toMatchObject({ success: false, message: rentalMessages.applicationNotFound })
    expect((await getApplication(null, application.id)).json()).toEqual(signedOut)
    const [notice] = await notificationsOf(kit, demoUsers.seller.id)
    expect(notice).toMatchObject({ kind: 'rental', title: 'New rental application', link: `/${property.reference}/tools?section=rentals` })
    expect(notice?.body).toContain('Ananya Iyer')
    expect(await notificationsOf(kit, demoUsers.buyer.id)).toEqual([])
  })

  it('refuses bad input with a clear message and saves nothing', async () => {
    const property = await rentListing(kit)
    const refusals: [string, Awaited<ReturnType<typeof apply>>, number, string][] = [
      ['move-in in the past', await apply(kit, property.id, 'buyer', applicationBody({ moveInDate: inDays(-1) })), 422, rentalMessages.moveInPast],
      ['own property', await apply(kit, property.id, 'seller'), 422, rentalMessages.ownProperty],
      ['sale listing', await apply(kit, (await rentListing(kit, 'otherSeller', 'sale')).id, 'buyer'), 422, rentalMessages.notForRent('sale')],
      ['unknown property', await apply(kit, '00000000-0000-4000-8000-0000000000ff', 'buyer'), 404, 'Property not found'],
    ]
    for (const [what, response, status, message] of refusals) {
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status)
      expect(response.json(), what).toMatchObject({ success: false, message })
    }
    const invalid = await apply(kit, property.id, 'buyer', applicationBody({ idProofType: 'ration-card', occupants: 0, moveInDate: 'soon' }))
    expect(invalid.statusCode).toBe(400)
    expect((await apply(kit, property.id, null)).statusCode).toBe(401)
    expect((await kit.database.query('SELECT id FROM rental_applications')).length).toBe(0)
  })

  it('refuses a second open application by the same person on the same property, and takes one again once withdrawn', async () => {
    const property = await rentListing(kit)
    const first = await applied(kit, property.id)
    const second = await apply(kit, property.id)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ message: rentalMessages.duplicate })
    expect((await apply(kit, property.id, 'dealer')).statusCode).toBe(201)
    expect((await actOnApplication(kit, 'buyer', first.id, 'withdraw')).statusCode).toBe(200)
    expect((await apply(kit, property.id)).statusCode).toBe(201)
  })

  it('lists applications by role, status and property, paginated, each with its rental', async () => {
    const property = await rentListing(kit)
    const other = await rentListing(kit, 'otherSeller')
    const mine = await applied(kit, property.id)
    await applied(kit, other.id)
    await applied(kit, property.id, 'dealer')
    await actOnApplication(kit, 'seller', mine.id, 'approve')
    const list = async (caller: Parameters<typeof requestAs>[1], query: Record<string, string> = {}) => {
      const response = await requestAs(kit, caller, { url: '/api/rental-applications', query })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ applications: ApplicationJson[]; pagination: { total: number; pages: number; limit: number } }>()
    }
    expect((await list('buyer', { role: 'tenant' })).pagination.total).toBe(2)
    expect((await list('buyer', { role: 'tenant', status: 'approved' })).applications.map((a) => a.rental?.status)).toEqual(['draft'])
    expect((await list('seller', { role: 'landlord' })).pagination.total).toBe(2)
    expect((await list('seller', { role: 'tenant' })).pagination.total).toBe(0)
    expect((await list('otherSeller')).pagination.total).toBe(1)
    expect((await list('admin')).pagination.total).toBe(3)
    expect((await list('admin', { limit: '2' })).pagination).toMatchObject({ total: 3, pages: 2, limit: 2 })
    // A dealer (property access everywhere) sees a property's applications when asking for it, and their own otherwise.
    expect((await list('dealer', { property: property.reference })).pagination.total).toBe(2)
    expect((await list('dealer')).pagination.total).toBe(1)
    expect((await list('buyer', { property: property.id })).pagination.total).toBe(1)
    expect((await requestAs(kit, 'buyer', { url: '/api/rental-applications', query: { role: 'owner' } })).statusCode).toBe(400)
    expect((await requestAs(kit, null, { url: '/api/rental-applications' })).statusCode).toBe(401)
  })
})

describe('approving and the rental', () => {
  it('creates the tenant and a draft rental on the default terms, and tells the applicant', async () => {
    const property = await rentListing(kit)
    const application = await applied(kit, property.id)
    const response = await actOnApplication(kit, 'seller', application.id, 'approve', { version: 0 })
    expect(response.statusCode, response.body).toBe(200)
    const rental = response.json<{ application: ApplicationJson }>().application.rental!
    expect(rental).toMatchObject({ status: 'draft', monthlyRentPaise: 2_500_000, securityDepositPaise: 5_000_000, period: { startDate: inDays(10) }, actions: ['activate', 'cancel'] })
    const [notice] = await notificationsOf(kit, demoUsers.buyer.id)
    expect(notice).toMatchObject({ kind: 'rental', title: 'Your rental application was approved', link: '/profile/rental-history' })
    expect(notice?.body).toContain('₹25,000')
    const detail = await requestAs(kit, 'buyer', { url: `/api/rentals/${rental.id}` })
    expect(detail.json()).toMatchObject({ rental: { actions: ['cancel'], tenant: { fullName: 'Ananya Iyer', phoneNumber: demoUsers.buyer.phoneNumber, occupation: 'Software engineer', idProof: { type: 'aadhaar' }, householdSize: 3 } } })
    for (const [caller, status] of [['seller', 200], ['admin', 200], ['otherSeller', 404], [null, 401]] as const) {
      expect((await requestAs(kit, caller, { url: `/api/rentals/${rental.id}` })).statusCode, String(caller)).toBe(status)
      expect((await requestAs(kit, caller, { url: `/api/tenants/${rental.tenantId}` })).statusCode, String(caller)).toBe(status)
    }
    expect((await requestAs(kit, 'otherSeller', { url: `/api/tenants/${rental.tenantId}` })).json()).toMatchObject({ message: rentalMessages.tenantNotFound })
    const rentals = await requestAs(kit, 'seller', { url: '/api/rentals', query: { role: 'landlord', status: 'draft' } })
    expect(rentals.json()).toMatchObject({ pagination: { total: 1 }, rentals: [{ id: rental.id }] })
    expect((await requestAs(kit, 'otherSeller', { url: '/api/rentals' })).json()).toMatchObject({ pagination: { total: 0 } })
  })

  it('takes the approver’s terms and refuses a rental that ends before it starts, or starts in the past, saving nothing', async () => {
    const property = await rentListing(kit)
    const application = await applied(kit, property.id)
    const backwards = await actOnApplication(kit, 'seller', application.id, 'approve', { startDate: inDays(20), endDate: inDays(19) })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json()).toMatchObject({ success: false, message: rentalMessages.endsBeforeStart })
    const past = await actOnApplication(kit, 'seller', application.id, 'approve', { startDate: inDays(-2) })
    expect(past.json()).toMatchObject({ message: rentalMessages.startsInPast })
    expect((await actOnApplication(kit, 'seller', application.id, 'approve', { rentDueDay: 31 })).statusCode).toBe(400)
    expect((await kit.database.query('SELECT id FROM rentals')).length).toBe(0)
    const approved = await actOnApplication(kit, 'seller', application.id, 'approve', {
      monthlyRentPaise: 2_200_000,
      securityDepositPaise: 6_600_000,
      startDate: inDays(15),
      endDate: inDays(380),
      rentDueDay: 1,
      noticePeriodDays: 60,
    })
    expect(approved.json()).toMatchObject({ application: { status: 'approved', rental: { monthlyRentPaise: 2_200_000, rentDueDay: 1, noticePeriodDays: 60, period: { endDate: inDays(380) } } } })
  })

  it('activates, and a tenant terminates with notice: the last day is after the notice period, each side told', async () => {
    const property = await rentListing(kit)
    const application = await applied(kit, property.id)
    const rental = (await actOnApplication(kit, 'seller', application.id, 'approve')).json<{ application: ApplicationJson }>().application.rental!
    expect((await actOnRental(kit, 'seller', rental.id, 'activate', {})).json()).toMatchObject({ rental: { status: 'active', version: 1 } })
    expect((await notificationsOf(kit, demoUsers.buyer.id))[0]).toMatchObject({ title: 'Your rental is active' })
    expect((await actOnRental(kit, 'buyer', rental.id, 'terminate', {})).statusCode).toBe(400)
    const terminated = await actOnRental(kit, 'buyer', rental.id, 'terminate', { reason: 'Moving cities', version: 1 })
    expect(terminated.json<{ rental: RentalJson }>().rental).toMatchObject({ status: 'terminated', endsOn: inDays(30), closingReason: 'Moving cities', closedBy: demoUsers.buyer.id })
    expect((await notificationsOf(kit, demoUsers.seller.id))[0]).toMatchObject({ title: 'A tenant terminated their rental' })
    expect((await notificationsOf(kit, demoUsers.seller.id))[0]?.body).toContain('Moving cities')
  })

  it('refuses a transition sent with an older version, and an unknown item is not found', async () => {
    const property = await rentListing(kit)
    const application = await applied(kit, property.id)
    await actOnApplication(kit, 'seller', application.id, 'review')
    const stale = await actOnApplication(kit, 'seller', application.id, 'reject', { version: 0 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ message: transitionMessages.stale('rental application') })
    expect((await actOnApplication(kit, 'otherSeller', application.id, 'approve')).statusCode).toBe(404)
    expect((await actOnApplication(kit, 'seller', '00000000-0000-4000-8000-0000000000ff', 'approve')).statusCode).toBe(404)
    expect((await actOnRental(kit, 'seller', '00000000-0000-4000-8000-0000000000ff', 'activate', {})).statusCode).toBe(404)
    expect((await requestAs(kit, 'seller', { url: '/api/rentals/not-a-uuid' })).statusCode).toBe(400)
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(otherSeller.id).not.toBe(demoUsers.seller.id)
  })
})
