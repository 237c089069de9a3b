// Every (status, action, party) of the proposal machine through the API, generated from the
// domain's table: allowed ones land in their status, the others are refused with the status
// (409) or the party (403) named. The party is played by a caller who holds it: the seller when
// it is the seller's turn ('side to answer') or not ('side waiting'), the buyer waiting for an
// answer ('proposer'), and a dealer who may only look (no party, standing in for the scheduler,
// whose expiry is the job's and is tested with it).
import { everyTransitionCase, proposalMachine, transitionMessages, type ProposalParty, type ProposalSide } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { LAKH_PAISE, act, offerAs, proposalOf } from './proposals-test-kit'

const kit = usePropertyKit()

const players: Record<ProposalParty, { caller: Caller; turn: ProposalSide }> = {
  'side to answer': { caller: 'seller', turn: 'seller' },
  'side waiting': { caller: 'seller', turn: 'buyer' },
  proposer: { caller: 'buyer', turn: 'seller' },
  scheduler: { caller: 'dealer', turn: 'seller' },
}

const cases = everyTransitionCase(proposalMachine).filter((c) => c.action !== 'expire')

describe('every proposal transition', () => {
  it(`answers each of the ${cases.length} cases as the machine says`, async () => {
    const property = await createAs(kit, 'seller')
    for (const c of cases) {
      const made = await offerAs(kit, 'buyer', property, 80 * LAKH_PAISE)
      const player = players[c.party]
      await kit.database.query('UPDATE proposals SET status = $2, turn = $3 WHERE id = $1', [made.id, c.from, player.turn])
      const body = c.action === 'counter' ? { action: c.action, amountPaise: 81 * LAKH_PAISE } : { action: c.action }
      const response = await act(kit, player.caller, made.id, body)
      const label = `${c.party} ${c.action} from ${c.from}`
      const rule = proposalMachine.rules.find((r) => r.action === c.action)!
      if (c.allowed) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(200)
        expect(proposalOf(response).status, label).toBe(c.to)
      } else if (!rule.from.includes(c.from)) {
        expect(response.statusCode, label).toBe(409)
        expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongStatus('proposal', c.action, c.from) })
      } else {
        expect(response.statusCode, label).toBe(403)
        expect(response.json(), label).toMatchObject({ message: transitionMessages.wrongParty('proposal', c.action, rule.by) })
      }
    }
  }, 120_000)
})
