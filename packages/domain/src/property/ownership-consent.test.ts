import { describe, expect, it } from 'vitest'
import { mayNameDealerDirectly, mayNameOwnerDirectly, ownershipAfterAccepting, resolvedShares, splitByConsent, type Ownership } from './ownership-consent'
import { ownerSharesProblem } from './property-limits'

const me = 'aaaaaaaa-0000-4000-8000-000000000001'
const ravi = 'bbbbbbbb-0000-4000-8000-000000000002'
const sita = 'cccccccc-0000-4000-8000-000000000003'
const dealer = 'dddddddd-0000-4000-8000-000000000004'

const named = (ownership: Ownership, dealerId: string | null = null) => ({ ownership, dealerInfo: { currentDealer: dealerId ? { userId: dealerId } : null } })
const total = (ownership: Ownership) => ownership.owners.reduce((sum, owner) => sum + (owner.share ?? 0), 0)

describe('who may be named directly', () => {
  it('is the caller, an owner who already is one, and the dealer who already is the dealer', () => {
    const stored = named({ owners: [{ userId: ravi, share: 100 }] }, dealer)
    expect(mayNameOwnerDirectly(me.toUpperCase(), { callerId: me })).toBe(true)
    expect(mayNameOwnerDirectly(ravi, { callerId: me })).toBe(false)
    expect(mayNameOwnerDirectly(ravi, { callerId: me, stored })).toBe(true)
    expect(mayNameOwnerDirectly(dealer, { callerId: me, stored })).toBe(false)
    expect(mayNameDealerDirectly(dealer, { callerId: me, stored })).toBe(true)
    expect(mayNameDealerDirectly(dealer, { callerId: me })).toBe(false)
    expect(mayNameDealerDirectly(me, { callerId: me })).toBe(true)
  })
})

describe('splitByConsent', () => {
  it('invites another person named as the whole owner and keeps no owner meanwhile', () => {
    const split = splitByConsent({ proposed: named({ owners: [{ userId: ravi, share: 100 }], ownerId: ravi }), callerId: me })
    expect(split.ownership).toEqual({ owners: [] })
    expect(split.ownerInvitations).toEqual([{ userId: ravi, share: 100 }])
  })

  it('gives the consenting owners the whole in the proposed proportions while the others are invited', () => {
    const proposed = named({
      owners: [
        { userId: me, share: 40 },
        { userId: ravi, share: 30, ownershipType: 'joint' },
        { userId: sita, share: 30 },
      ],
      ownerId: ravi,
    })
    const split = splitByConsent({ proposed, callerId: me })
    expect(split.ownership).toEqual({ owners: [{ userId: me, share: 100 }], ownerId: me })
    expect(split.ownerInvitations).toEqual([
      { userId: ravi, share: 30, ownershipType: 'joint' },
      { userId: sita, share: 30 },
    ])
  })

  it('changes nothing and invites no one when the owners are as stored', () => {
    const stored = named({ owners: [{ userId: ravi, share: 60, name: 'Ravi' }, { userId: me, share: 40 }] })
    const proposed = named({ owners: [{ userId: me, share: 40 }, { userId: ravi.toUpperCase(), share: 60 }] })
    const split = splitByConsent({ proposed, stored, callerId: sita })
    expect(split.ownerInvitations).toBeUndefined()
    expect(split.ownership).toBe(proposed.ownership)
  })

  it('keeps consented owners on a new proposal and withdraws every other invitation (an empty list)', () => {
    const stored = named({ owners: [{ userId: ravi, share: 100 }] })
    const split = splitByConsent({ proposed: named({ owners: [{ userId: ravi, share: 50 }, { userId: me, share: 50 }] }), stored, callerId: me })
    expect(split.ownerInvitations).toEqual([])
    expect(split.ownership.owners).toEqual([{ userId: ravi, share: 50 }, { userId: me, share: 50 }])
  })

  it('splits unstated shares equally between the owners who state none', () => {
    expect(resolvedShares([{ share: 40 }, {}, {}])).toEqual([40, 30, 30])
    const split = splitByConsent({ proposed: named({ owners: [{ userId: me }, { userId: ravi }] }), callerId: me })
    expect(split.ownerInvitations).toEqual([{ userId: ravi, share: 50 }])
    expect(split.ownership.owners).toEqual([{ userId: me, share: 100 }])
  })

  it('invites a dealer other than the caller and keeps the stored dealer meanwhile', () => {
    const stored = named({ owners: [{ userId: me, share: 100 }] }, sita)
    const split = splitByConsent({ proposed: named(stored.ownership, dealer), stored, callerId: me })
    expect(split.currentDealer).toEqual({ userId: sita })
    expect(split.dealerInvitation).toEqual({ userId: dealer })
    const own = splitByConsent({ proposed: named(stored.ownership, dealer), stored, callerId: dealer })
    expect(own.currentDealer).toEqual({ userId: dealer })
    expect(own.dealerInvitation).toBeUndefined()
    const removed = splitByConsent({ proposed: named(stored.ownership), stored, callerId: me })
    expect(removed.currentDealer).toBeNull()
    expect(removed.dealerInvitation).toBeUndefined()
  })
})

describe('ownershipAfterAccepting', () => {
  it('reaches the proposed shares once everyone has accepted, whatever the order', () => {
    const proposed = named({ owners: [{ userId: me, share: 40 }, { userId: ravi, share: 30 }, { userId: sita, share: 30 }] })
    const { ownership } = splitByConsent({ proposed, callerId: me })
    const first = ownershipAfterAccepting({ ownership, pending: 60, invitation: { userId: sita, share: 30, name: 'Sita' } })
    expect(first.owners).toEqual([
      { userId: me, share: 57.1429 },
      { userId: sita, name: 'Sita', share: 42.8571 },
    ])
    expect(ownerSharesProblem(first.owners.map((owner) => owner.share))).toBeUndefined()
    const second = ownershipAfterAccepting({ ownership: first, pending: 30, invitation: { userId: ravi, share: 30 } })
    expect(second).toEqual({
      owners: [
        { userId: me, share: 40 },
        { userId: sita, name: 'Sita', share: 30 },
        { userId: ravi, share: 30 },
      ],
      ownerId: me,
    })
  })

  it('makes the invitee the whole owner of a listing without owners', () => {
    expect(ownershipAfterAccepting({ ownership: { owners: [] }, pending: 100, invitation: { userId: ravi, share: 100 } })).toEqual({
      owners: [{ userId: ravi, share: 100 }],
      ownerId: ravi,
    })
  })

  it('lets the consenting owners keep a declined share (accepting after another declined)', () => {
    const { ownership } = splitByConsent({ proposed: named({ owners: [{ userId: me, share: 50 }, { userId: ravi, share: 25 }, { userId: sita, share: 25 }] }), callerId: me })
    // Sita declined: only Ravi's 25 % is pending; the 50 + 25 the caller keeps are three quarters.
    const after = ownershipAfterAccepting({ ownership, pending: 25, invitation: { userId: ravi, share: 25 } })
    expect(after.owners).toEqual([
      { userId: me, share: 75 },
      { userId: ravi, share: 25 },
    ])
    expect(total(after)).toBe(100)
  })
})
