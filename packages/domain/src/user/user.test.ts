import { describe, expect, it } from 'vitest'
import { canAccessPropertyTools, canReadManagedProperty, headerMenu, isOwnOrCreatedProperty, isPropertyOwner, listingSideLevel, profileMenu, propertyAccessLevel, propertyIdFromToolsPath } from './access'
import { DEFAULT_USER, displayName, mergeUserRecord, roleLabel, userSchema } from './user-schema'

describe('user record', () => {
  it('merges a fetched record over the default template', () => {
    const merged = mergeUserRecord({ did: 'u1', uid: 'phone-1', fullName: 'Asha', roles: { isSeller: true } as never, city: undefined })
    expect(merged).toEqual({ ...DEFAULT_USER, did: 'u1', uid: 'phone-1', fullName: 'Asha', roles: { isAdmin: false, isSeller: true, isDealer: false } })
    expect(mergeUserRecord(null)).toEqual(DEFAULT_USER)
  })

  it('parses a user with defaults', () => {
    expect(userSchema.parse({ uid: 'a', did: 'b', phoneNumber: '+919876543210' })).toMatchObject({ roles: { isAdmin: false }, accountType: 'individual', kycStatus: 'not-started', country: 'India' })
    expect(userSchema.safeParse({ uid: 'a', did: 'b', phoneNumber: '9876543210' }).success).toBe(false)
  })

  it('labels roles Admin, else Seller, else Dealer, else User', () => {
    expect(roleLabel({ isAdmin: true, isSeller: true })).toBe('Admin')
    expect(roleLabel({ isSeller: true, isDealer: true })).toBe('Seller')
    expect(roleLabel({ isDealer: true })).toBe('Dealer')
    expect(roleLabel({})).toBe('User')
    expect(roleLabel(null)).toBe('User')
  })

  it('shows the full name, else the e-mail', () => {
    expect(displayName({ fullName: 'Asha Verma', email: 'a@x.in' })).toBe('Asha Verma')
    expect(displayName({ fullName: ' ', email: 'a@x.in' })).toBe('a@x.in')
    expect(displayName(undefined)).toBe('')
  })
})

describe('property tools access', () => {
  const property = {
    ownership: { owners: [{ userId: 'co-owner' }], ownerId: 'owner' },
    metadata: { createdBy: 'creator', listedBy: 'lister' },
    dealerInfo: { currentDealer: { userId: 'dealer' } },
  }
  const user = (did: string, roles = {}) => ({ did, roles })

  it.each([
    ['admin', user('x', { isAdmin: true }), true],
    ['dealer role', user('x', { isDealer: true }), true],
    ['owner id', user('owner'), true],
    ['co-owner', user('co-owner'), true],
    ['creator', user('creator'), true],
    ['lister', user('lister'), true],
    ['current dealer', user('dealer'), true],
    ['seller who is a stranger', user('x', { isSeller: true }), false],
    ['user with no id', user(''), false],
    ["an agent of the current dealer's team", { did: 'agent', roles: {}, teams: [{ dealerId: 'dealer', role: 'agent' as const }] }, true],
    ["an admin of the current dealer's team", { did: 'agent', roles: {}, teams: [{ dealerId: 'dealer', role: 'admin' as const }] }, true],
    ["a viewer of the current dealer's team (reads only)", { did: 'viewer', roles: {}, teams: [{ dealerId: 'dealer', role: 'viewer' as const }] }, false],
    ["an agent of another dealer's team", { did: 'agent', roles: {}, teams: [{ dealerId: 'other-dealer', role: 'agent' as const }] }, false],
  ])('%s: %s', (_name, who, allowed) => {
    expect(canAccessPropertyTools(who, property)).toBe(allowed)
  })

  it('denies signed-out visitors and filters own properties', () => {
    expect(canAccessPropertyTools(null, property)).toBe(false)
    // A team's agent reaches no listing without a current dealer.
    expect(canAccessPropertyTools({ did: 'agent', roles: {}, teams: [{ dealerId: 'dealer', role: 'agent' }] }, { ...property, dealerInfo: { currentDealer: null } })).toBe(false)
    // One rule, three levels: agents manage, viewers read, anyone else (an invitee, a former member) has nothing.
    expect(propertyAccessLevel({ did: 'a', roles: {}, teams: [{ dealerId: 'dealer', role: 'agent' }] }, property)).toBe('manage')
    expect(propertyAccessLevel({ did: 'v', roles: {}, teams: [{ dealerId: 'dealer', role: 'viewer' }] }, property)).toBe('read')
    expect(canReadManagedProperty({ did: 'v', roles: {}, teams: [{ dealerId: 'dealer', role: 'viewer' }] }, property)).toBe(true)
    expect(propertyAccessLevel({ did: 'x', roles: {}, teams: [] }, property)).toBe('none')
    // The listing's side has no blanket roles: a dealer who does not represent it, or an admin, is not on it.
    expect(listingSideLevel({ did: 'x', roles: { isDealer: true, isAdmin: true } }, property)).toBe('none')
    expect(listingSideLevel({ did: 'a', roles: {}, teams: [{ dealerId: 'dealer', role: 'admin' }] }, property)).toBe('manage')
    expect(isPropertyOwner('', property)).toBe(false)
    expect(isOwnOrCreatedProperty('creator', property)).toBe(true)
    expect(isOwnOrCreatedProperty('co-owner', property)).toBe(true)
    expect(isOwnOrCreatedProperty('lister', property)).toBe(false)
    expect(isOwnOrCreatedProperty('x', {})).toBe(false)
  })

  it('reads the property id from the 4th segment on admin and seller paths, else the first', () => {
    expect(propertyIdFromToolsPath('/admin/property/p1/tools')).toBe('p1')
    expect(propertyIdFromToolsPath('/seller/properties/p2/tools/rentals')).toBe('p2')
    expect(propertyIdFromToolsPath('/p3/tools')).toBe('p3')
    expect(propertyIdFromToolsPath('/')).toBeUndefined()
  })
})

describe('menus', () => {
  it('shows sellers Add New Property and My Portfolio, dealers Curator, admins Admin', () => {
    expect(headerMenu({ isSeller: true, isDealer: true, isAdmin: true }).map((e) => e.label)).toEqual(['Add New Property', 'My Portfolio', 'Curator', 'Admin'])
    expect(headerMenu({})).toEqual([])
  })

  it('gives My Properties to sellers and dealers only', () => {
    expect(profileMenu({ isDealer: true }).map((e) => e.label)).toEqual(['My Profile', 'Rental History', 'My Properties', 'Logout'])
    expect(profileMenu({}).map((e) => e.label)).toEqual(['My Profile', 'Rental History', 'Logout'])
  })

  it("takes a dealer's My Properties to the Curator page, a seller's to the portfolio", () => {
    const myProperties = (roles: Parameters<typeof profileMenu>[0]) => profileMenu(roles).find((entry) => entry.label === 'My Properties')?.to
    expect(myProperties({ isDealer: true })).toBe('/dealer')
    expect(myProperties({ isDealer: true, isSeller: true })).toBe('/dealer')
    expect(myProperties({ isSeller: true })).toBe('/seller/properties')
  })
})
