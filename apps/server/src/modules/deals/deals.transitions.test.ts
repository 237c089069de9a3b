// Every (status, action, party) of the deal machine through the API, generated from the domain's
// table: allowed ones land in their status, the others are refused naming the status (409) or
// the party (403). Each party is played by a caller who holds only it: the buyer, the seller, the
// dealer named in the deal, and an admin who is not a party. The system's step (funding the
// escrow) is no caller's: the payments tests take it through the token payment.
import { dealMachine, everyTransitionCase, transactionMessages, transitionMessages, type DealParty } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { dealOf, draftDeal, step, verifiedDocuments } from './deals-test-kit'

const kit = usePropertyKit()

const players: Record<Exclude<DealParty, 'system'>, Caller> = { buyer: 'buyer', seller: 'seller', dealer: 'dealer', admin: 'admin' }
const cases = everyTransitionCase(dealMachine).flatMap((c) => (c.party === 'system' ? [] : [{ ...c, party: c.party }]))

describe('every deal transition', () => {
  it(`answers each of the ${cases.length} cases as the machine says`, async () => {
    const property = await createAs(kit, 'seller')
    await verifiedDocuments(kit, property.id)
    for (const c of cases) {
      const deal = await draftDeal(kit, property, { withDealer: true })
      await kit.database.query('UPDATE deals SET status = $2 WHERE id = $1', [deal.id, c.from])
      const response = await step(kit, players[c.party], deal.id, { action: c.action, note: 'generated' })
      const label = `${c.party} ${c.action} from ${c.from}`
      const rule = dealMachine.rules.find((r) => r.action === c.action)!
      if (c.allowed) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(200)
        expect(dealOf(response).status, label).toBe(c.to)
      } else if (!rule.from.includes(c.from)) {
        expect(response.statusCode, label).toBe(409)
        expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongStatus('deal', c.action, c.from) })
      } else {
        expect(response.statusCode, label).toBe(403)
        const message = c.action === 'fund-escrow' ? transactionMessages.escrowByPayment : transitionMessages.wrongParty('deal', c.action, rule.by)
        expect(response.json(), label).toMatchObject({ message })
      }
    }
  }, 180_000)
})
