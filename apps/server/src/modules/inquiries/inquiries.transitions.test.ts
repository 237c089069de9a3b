// Every (status, action, party) of the domain's inquiryMachine through the API, generated from its
// table, the notifications of a transition, and two conflicting transitions at once.
import { everyTransitionCase, inquiryMachine, transitionMessages, type InquiryParty } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { insertInquiry, listingOf, notificationsOf } from '../visits/visits-test-kit'

const kit = usePropertyKit()
const callerOf: Record<InquiryParty, Caller> = { asker: 'buyer', 'property side': 'seller', admin: 'admin' }
const move = (caller: Caller, id: string, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: `/api/inquiries/${id}/transitions`, payload })

describe('every inquiry transition', () => {
  it('is allowed where the table says, else 409 naming the status or 403 naming the parties', async () => {
    const property = await listingOf(kit)
    for (const testCase of everyTransitionCase(inquiryMachine)) {
      const rule = inquiryMachine.rules.find((candidate) => candidate.action === testCase.action)!
      await kit.database.query('DELETE FROM inquiries')
      const id = await insertInquiry(kit, { propertyId: property.id, userId: demoUsers.buyer.id, status: testCase.from })
      const response = await move(callerOf[testCase.party], id, { action: testCase.action, version: 0 })
      const label = `${testCase.party} ${testCase.action} from ${testCase.from}`
      if (testCase.allowed) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(200)
        expect(response.json(), label).toMatchObject({ inquiry: { status: testCase.to, version: 1 } })
      } else if (!rule.from.includes(testCase.from)) {
        expect(response.statusCode, label).toBe(409)
        expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongStatus('inquiry', testCase.action, testCase.from) })
      } else {
        expect(response.statusCode, label).toBe(403)
        expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongParty('inquiry', testCase.action, rule.by) })
      }
    }
  })
})

describe('inquiry transitions', () => {
  it('notify the other side', async () => {
    const property = await listingOf(kit)
    const id = await insertInquiry(kit, { propertyId: property.id, userId: demoUsers.buyer.id, status: 'new' })
    expect((await move('seller', id, { action: 'contact' })).statusCode).toBe(200)
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => n.title)).toEqual([`Inquiry about ${property.basicInfo.title}: contacted`])
    expect((await move('buyer', id, { action: 'close' })).statusCode).toBe(200)
    expect((await notificationsOf(kit, demoUsers.seller.id)).map((n) => n.title)).toEqual([`Inquiry about ${property.basicInfo.title}: closed`])
    const unknown = await move('seller', id, { action: 'reopen' })
    expect(unknown.statusCode).toBe(400)
  })

  it('of two conflicting ones sent at once, exactly one succeeds', async () => {
    const property = await listingOf(kit)
    const id = await insertInquiry(kit, { propertyId: property.id, userId: demoUsers.buyer.id, status: 'contacted' })
    const answers = await Promise.all([move('seller', id, { action: 'qualify', version: 0 }), move('buyer', id, { action: 'close', version: 0 })])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const [row] = await kit.database.query<{ version: number }>('SELECT version FROM inquiries WHERE id = $1', [id])
    expect(row?.version).toBe(1)
    const stale = await move('seller', id, { action: 'close', version: 0 })
    expect(stale.statusCode).toBe(409)
  })
})
