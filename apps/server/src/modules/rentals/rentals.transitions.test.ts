// Every (status, action, party) of both machines, generated from the domain's tables: an allowed
// transition moves the item; a refused one answers 409 naming the status, or 403 for the wrong
// party, and changes nothing. Parties: the buyer applies and rents, the seller owns the listing
// (the landlord side), the admin holds neither.
import { applicationMachine, everyTransitionCase, rentalMachine, transitionMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { actOnApplication, actOnRental, applicationIn, rentListing, rentalIn } from './rentals-test-kit'

const kit = usePropertyKit()

const callerOf: Record<string, Caller> = { applicant: 'buyer', tenant: 'buyer', landlord: 'seller', admin: 'admin' }
const name = (c: { from: string; action: string; party: string; allowed: boolean }) => `${c.allowed ? 'allows' : 'refuses'} ${c.party} to ${c.action} from ${c.from}`

describe('rental application transitions', () => {
  it.each(everyTransitionCase(applicationMachine).map((c) => [name(c), c] as const))('%s', async (_name, c) => {
    const property = await rentListing(kit)
    const application = await applicationIn(kit, property.id, c.from)
    const response = await actOnApplication(kit, callerOf[c.party]!, application.id, c.action)
    if (c.allowed) {
      expect(response.statusCode, response.body).toBe(200)
      const moved = response.json<{ application: { status: string; version: number; rental: unknown } }>().application
      expect(moved).toMatchObject({ status: c.to, version: application.version + 1 })
      expect(moved.rental !== null).toBe(c.action === 'approve')
    } else {
      const statusAllows = applicationMachine.rules.find((rule) => rule.action === c.action)!.from.includes(c.from)
      expect(response.statusCode, response.body).toBe(statusAllows ? 403 : 409)
      if (!statusAllows) expect(response.json()).toMatchObject({ success: false, message: transitionMessages.wrongStatus('rental application', c.action, c.from), code: 'CONFLICT' })
    }
  })
})

describe('rental transitions', () => {
  it.each(everyTransitionCase(rentalMachine).map((c) => [name(c), c] as const))('%s', async (_name, c) => {
    const property = await rentListing(kit)
    const rental = await rentalIn(kit, property.id, c.from)
    expect(rental.status).toBe(c.from)
    const response = await actOnRental(kit, callerOf[c.party]!, rental.id, c.action)
    if (c.allowed) {
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ rental: { status: c.to, version: rental.version + 1 } })
    } else {
      const statusAllows = rentalMachine.rules.find((rule) => rule.action === c.action)!.from.includes(c.from)
      expect(response.statusCode, response.body).toBe(statusAllows ? 403 : 409)
      if (!statusAllows) expect(response.json()).toMatchObject({ success: false, message: transitionMessages.wrongStatus('rental', c.action, c.from) })
    }
  })
})
