// Two conflicting transitions at the same moment: exactly one succeeds, the other is refused with
// a 409, and the loser leaves nothing behind (no rental for a withdrawn application).
import { describe, expect, it } from 'vitest'
import { usePropertyKit } from '../properties/properties-test-kit'
import { actOnApplication, actOnRental, applied, rentListing, type ApplicationJson } from './rentals-test-kit'

const kit = usePropertyKit()

describe('concurrent transitions', () => {
  it('approve and withdraw at once: exactly one wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const property = await rentListing(kit)
      const application = await applied(kit, property.id)
      const [approve, withdraw] = await Promise.all([actOnApplication(kit, 'seller', application.id, 'approve'), actOnApplication(kit, 'buyer', application.id, 'withdraw')])
      const statuses = [approve.statusCode, withdraw.statusCode].sort()
      expect(statuses, `${approve.body} ${withdraw.body}`).toEqual([200, 409])
      const [row] = await kit.database.query<{ status: string; version: number }>('SELECT status, version FROM rental_applications WHERE id = $1', [application.id])
      const rentals = await kit.database.query('SELECT id FROM rentals WHERE application_id = $1', [application.id])
      expect(row).toMatchObject({ status: approve.statusCode === 200 ? 'approved' : 'withdrawn', version: 1 })
      expect(rentals).toHaveLength(approve.statusCode === 200 ? 1 : 0)
    }
  })

  it('two approvals at once create one rental; activate and cancel at once, one wins', async () => {
    const property = await rentListing(kit)
    const application = await applied(kit, property.id)
    const answers = await Promise.all([actOnApplication(kit, 'seller', application.id, 'approve'), actOnApplication(kit, 'admin', application.id, 'approve')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await kit.database.query('SELECT id FROM rentals')).toHaveLength(1)
    const rental = answers.find((answer) => answer.statusCode === 200)!.json<{ application: ApplicationJson }>().application.rental!
    const [activate, cancel] = await Promise.all([actOnRental(kit, 'seller', rental.id, 'activate'), actOnRental(kit, 'buyer', rental.id, 'cancel')])
    expect([activate.statusCode, cancel.statusCode].sort()).toEqual([200, 409])
  })
})
