// Every (status, action, party) of the domain's visitMachine through the API, generated from its
// table (a new status or rule cannot go untested), and two conflicting transitions at once.
import { afterSlotActions, everyTransitionCase, transitionMessages, visitMachine, type VisitParty } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { insertVisit, listingOf, moveVisit, pastSlot, slotAt } from './visits-test-kit'

const kit = usePropertyKit()
const callerOf: Record<VisitParty, Caller> = { visitor: 'buyer', 'property side': 'seller', admin: 'admin' }

describe('every site-visit transition', () => {
  for (const action of visitMachine.rules.map((rule) => rule.action)) {
    it(`${action}: allowed where the table says, else 409 naming the status or 403 naming the parties`, async () => {
      const property = await listingOf(kit)
      const rule = visitMachine.rules.find((candidate) => candidate.action === action)!
      for (const testCase of everyTransitionCase(visitMachine).filter((c) => c.action === action)) {
        await kit.database.query('DELETE FROM site_visits')
        const slots = afterSlotActions.includes(action) ? [pastSlot()] : [slotAt(2, 10)]
        const id = await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.buyer.id, status: testCase.from, proposedBy: action === 'accept' ? 'property side' : 'visitor', slots })
        const body = action === 'propose' ? { action, slots: [slotAt(3, 11)] } : { action, version: 0 }
        const response = await moveVisit(kit, callerOf[testCase.party], id, body)
        const label = `${testCase.party} ${action} from ${testCase.from}`
        if (testCase.allowed) {
          expect(response.statusCode, `${label}: ${response.body}`).toBe(200)
          expect(response.json(), label).toMatchObject({ visit: { status: testCase.to, version: 1 } })
        } else if (!rule.from.includes(testCase.from)) {
          expect(response.statusCode, label).toBe(409)
          expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongStatus(visitMachine.entity, action, testCase.from) })
        } else {
          expect(response.statusCode, label).toBe(403)
          expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongParty(visitMachine.entity, action, rule.by) })
        }
      }
    })
  }
})

describe('conflicting transitions', () => {
  it('of a confirm and a cancel sent at once, exactly one succeeds; the other is told the visit moved', async () => {
    const property = await listingOf(kit)
    for (let round = 0; round < 3; round += 1) {
      await kit.database.query('DELETE FROM site_visits')
      const id = await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.buyer.id, status: 'requested' })
      const answers = await Promise.all([moveVisit(kit, 'seller', id, { action: 'confirm', version: 0 }), moveVisit(kit, 'buyer', id, { action: 'cancel', version: 0 })])
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
      const loser = answers.find((a) => a.statusCode === 409)!
      expect([transitionMessages.stale(visitMachine.entity), 'Cannot confirm this site visit: it is cancelled', 'Cannot cancel this site visit: it is confirmed']).toContain(loser.json<{ message: string }>().message)
      const [row] = await kit.database.query<{ version: number }>('SELECT version FROM site_visits WHERE id = $1', [id])
      expect(row?.version).toBe(1)
    }
  })

  it('refuses a stale version and marks completed only once the slot has begun', async () => {
    const property = await listingOf(kit)
    const id = await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.buyer.id, status: 'confirmed' })
    const stale = await moveVisit(kit, 'seller', id, { action: 'cancel', version: 4 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ message: transitionMessages.stale('site visit') })
    const early = await moveVisit(kit, 'seller', id, { action: 'complete' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ message: 'A visit can be marked completed or no-show only once its slot has begun.' })
  })
})
