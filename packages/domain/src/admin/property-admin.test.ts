import { describe, expect, it } from 'vitest'
import { isUnusedIndex, propertyAdminMessages } from './property-admin'

describe('the admin console rules', () => {
  it('flags an index never scanned, unless it enforces uniqueness or is a primary key', () => {
    expect(isUnusedIndex({ scans: 0, isUnique: false, isPrimary: false })).toBe(true)
    expect(isUnusedIndex({ scans: 1, isUnique: false, isPrimary: false })).toBe(false)
    expect(isUnusedIndex({ scans: 0, isUnique: true, isPrimary: false })).toBe(false)
    expect(isUnusedIndex({ scans: 0, isUnique: true, isPrimary: true })).toBe(false)
  })

  it('says which status a listing already has', () => {
    expect(propertyAdminMessages.statusUnchanged('sold')).toBe('The listing is already sold')
  })
})
