import { describe, expect, it } from 'vitest'
import { placeLabel, placeSuggestionSchema } from './place-suggestion'

describe('placeLabel', () => {
  it('names a locality with its city, and a city with its state', () => {
    expect(placeLabel({ city: 'Bengaluru', state: 'Karnataka', locality: 'Whitefield' })).toBe('Whitefield, Bengaluru')
    expect(placeLabel({ city: 'Bengaluru', state: 'Karnataka', locality: null })).toBe('Bengaluru, Karnataka')
  })
})

describe('placeSuggestionSchema', () => {
  it('takes a suggestion with at least one listing and refuses one with none', () => {
    const whitefield = { city: 'Bengaluru', state: 'Karnataka', locality: 'Whitefield', count: 14, label: 'Whitefield, Bengaluru' }
    expect(placeSuggestionSchema.parse(whitefield)).toEqual(whitefield)
    expect(placeSuggestionSchema.safeParse({ ...whitefield, count: 0 }).success).toBe(false)
  })
})
