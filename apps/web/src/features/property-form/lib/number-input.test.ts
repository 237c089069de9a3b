import { describe, expect, it } from 'vitest'
import { parseNumberInput } from './number-input'

describe('typed numbers', () => {
  it('reads Indian grouping, leaves an empty box absent and a mistake as NaN', () => {
    expect(parseNumberInput('45,00,000')).toBe(4_500_000)
    expect(parseNumberInput(' 1350.5 ')).toBe(1350.5)
    expect(parseNumberInput('')).toBeUndefined()
    expect(parseNumberInput('12x')).toBeNaN()
    expect(parseNumberInput('twelve')).toBeNaN()
  })
})
