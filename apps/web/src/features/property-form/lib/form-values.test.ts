import { describe, expect, it } from 'vitest'
import { mergeChanges } from './form-values'

describe('merging the form into the stored property', () => {
  it('merges objects, replaces arrays and removes what the form cleared', () => {
    const stored = { id: 'p1', basicInfo: { title: 'Old', description: 'Lawn' }, amenities: ['lift', 'gym'], extra: { kept: true } }
    expect(mergeChanges(stored, { basicInfo: { title: 'New', description: undefined }, amenities: ['parking'] })).toEqual({
      id: 'p1',
      basicInfo: { title: 'New' },
      amenities: ['parking'],
      extra: { kept: true },
    })
    expect(stored.basicInfo.description).toBe('Lawn')
  })
})
