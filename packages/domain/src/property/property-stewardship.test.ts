import { describe, expect, it } from 'vitest'
import {
  MAX_RECORDED_CHANGES,
  canChangePropertyOwners,
  canDeleteProperty,
  canWithdrawPropertyInvitation,
  documentChanges,
  isUnrepresentedDealer,
  propertyOwnersChanged,
} from './property-stewardship'
import { representsProperty } from '../user/access'

const owner = 'owner-1'
const creator = 'creator-1'
const lister = 'lister-1'
const currentDealer = 'dealer-1'
const property = {
  ownership: { owners: [{ userId: owner, share: 100 }], ownerId: owner },
  metadata: { createdBy: creator, listedBy: lister },
  dealerInfo: { currentDealer: { userId: currentDealer } },
}
const none = { isAdmin: false, isSeller: false, isDealer: false }
const as = (did: string, roles: Partial<typeof none> = {}) => ({ did, roles: { ...none, ...roles } })

describe('who represents a listing', () => {
  it.each([
    [owner, true],
    [creator, true],
    [lister, true],
    [currentDealer, true],
    ['someone-else', false],
    ['', false],
  ])('%s represents it: %s', (did, expected) => {
    expect(representsProperty({ did }, property)).toBe(expected)
  })

  it('counts as an unrepresented dealer only a dealer by role who stands for nobody on it, and never an admin', () => {
    expect(isUnrepresentedDealer(as('someone-else', { isDealer: true }), property)).toBe(true)
    expect(isUnrepresentedDealer(as(currentDealer, { isDealer: true }), property)).toBe(false)
    expect(isUnrepresentedDealer(as(creator, { isDealer: true }), property)).toBe(false)
    expect(isUnrepresentedDealer(as('someone-else', { isDealer: true, isAdmin: true }), property)).toBe(false)
    expect(isUnrepresentedDealer(as('someone-else', { isSeller: true }), property)).toBe(false)
  })
})

describe('owners and admins alone change owners and delete', () => {
  it.each([
    ['the owner', as(owner), true],
    ['an admin', as('admin-1', { isAdmin: true }), true],
    ['a dealer by role', as('someone-else', { isDealer: true }), false],
    ['the creator who is no longer an owner', as(creator, { isSeller: true }), false],
    ['the lister', as(lister, { isSeller: true }), false],
    ['the current dealer', as(currentDealer, { isDealer: true }), false],
  ])('%s: %s', (_who, user, allowed) => {
    expect(canChangePropertyOwners(user, property)).toBe(allowed)
    expect(canDeleteProperty(user, property)).toBe(allowed)
  })
})

describe('withdrawing a pending invitation', () => {
  const ownerInvitation = { role: 'owner' as const, invitedBy: owner }
  it.each([
    ['the owner', as(owner), true],
    ['an admin', as('admin-1', { isAdmin: true }), true],
    ['a dealer by role', as('someone-else', { isDealer: true }), false],
    ['the creator who is no longer an owner', as(creator, { isSeller: true }), false],
    ['the current dealer', as(currentDealer, { isDealer: true }), false],
    ['the inviter who is no longer an owner', as('former-owner', { isSeller: true }), false],
  ])('an owner invitation, %s: %s', (_who, user, allowed) => {
    expect(canWithdrawPropertyInvitation(user, property, { ...ownerInvitation, invitedBy: user.did === owner ? owner : user.did })).toBe(allowed)
  })

  it('lets the inviter take back an owner invitation while no one owns the listing, and no one else but admins', () => {
    const unowned = { ...property, ownership: { owners: [] } }
    const invitation = { role: 'owner' as const, invitedBy: creator }
    expect(canWithdrawPropertyInvitation(as(creator, { isSeller: true }), unowned, invitation)).toBe(true)
    expect(canWithdrawPropertyInvitation(as('someone-else', { isDealer: true }), unowned, invitation)).toBe(false)
    expect(canWithdrawPropertyInvitation(as('admin-1', { isAdmin: true }), unowned, invitation)).toBe(true)
  })

  it('leaves a dealer invitation to property access', () => {
    expect(canWithdrawPropertyInvitation(as('someone-else', { isDealer: true }), property, { role: 'dealer', invitedBy: owner })).toBe(true)
  })
})

describe('propertyOwnersChanged', () => {
  const stored = { ownership: { owners: [{ userId: 'A', name: 'Asha', share: 60 }, { userId: 'b', share: 40, ownershipType: 'joint' }], ownerId: 'A' } }

  it('sees no change in the same owners in another order, other case, or with a name filled in', () => {
    const same = { ownership: { owners: [{ userId: 'B', share: 40, ownershipType: 'joint', name: 'Bela' }, { userId: 'a', name: 'Asha', share: 60 }], ownerId: 'a' } }
    expect(propertyOwnersChanged(stored, same)).toBe(false)
  })

  it('sees a new owner, a new share, a new kind, a new primary owner, a renamed owner and a missing share', () => {
    const changes = [
      { owners: [...stored.ownership.owners, { userId: 'c', share: 0 }], ownerId: 'A' },
      { owners: [{ userId: 'A', name: 'Asha', share: 50 }, { userId: 'b', share: 50, ownershipType: 'joint' }], ownerId: 'A' },
      { owners: [{ userId: 'A', name: 'Asha', share: 60 }, { userId: 'b', share: 40, ownershipType: 'leasehold' }], ownerId: 'A' },
      { owners: stored.ownership.owners, ownerId: 'b' },
      { owners: [{ userId: 'A', name: 'Someone else', share: 60 }, { userId: 'b', share: 40, ownershipType: 'joint' }], ownerId: 'A' },
      { owners: [{ userId: 'A', name: 'Asha' }, { userId: 'b', ownershipType: 'joint' }], ownerId: 'A' },
    ]
    for (const ownership of changes) expect(propertyOwnersChanged(stored, { ownership })).toBe(true)
  })

  it('reads a missing share as an equal part', () => {
    const halves = { ownership: { owners: [{ userId: 'a', share: 50 }, { userId: 'b', share: 50 }] } }
    expect(propertyOwnersChanged(halves, { ownership: { owners: [{ userId: 'a' }, { userId: 'b' }] } })).toBe(false)
  })
})

describe('documentChanges', () => {
  it('lists changed leaves by path with both values, and leaves out the bookkeeping fields', () => {
    const before = { basicInfo: { title: 'Old', status: 'active' }, financial: { pricing: { totalPrice: 100 } }, metadata: { updatedAt: 'x', updatedBy: 'u' } }
    const after = { basicInfo: { title: 'New', status: 'active', furnished: 'semi' }, financial: { pricing: { totalPrice: 90 } }, metadata: { updatedAt: 'y', updatedBy: 'v' } }
    expect(documentChanges(before, after)).toEqual([
      { path: 'basicInfo.furnished', before: null, after: 'semi' },
      { path: 'basicInfo.title', before: 'Old', after: 'New' },
      { path: 'financial.pricing.totalPrice', before: 100, after: 90 },
    ])
  })

  it('keeps a list as one entry and leaves out values too large to keep', () => {
    const long = 'x'.repeat(500)
    expect(documentChanges({ amenities: ['lift'], description: 'short' }, { amenities: ['lift', 'gym'], description: long })).toEqual([
      { path: 'amenities', before: ['lift'], after: ['lift', 'gym'] },
      { path: 'description', omitted: true },
    ])
  })

  it('finds nothing between equal documents, whatever the order of their keys', () => {
    expect(documentChanges({ a: { b: [1, { c: 2, d: 3 }] } }, { a: { b: [1, { d: 3, c: 2 }] } })).toEqual([])
  })

  it(`keeps at most ${MAX_RECORDED_CHANGES} entries and counts the rest`, () => {
    const before = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, 0]))
    const after = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, 1]))
    const changes = documentChanges(before, after)
    expect(changes).toHaveLength(MAX_RECORDED_CHANGES)
    expect(changes.at(-1)).toEqual({ path: '(51 more fields)', omitted: true })
  })
})
