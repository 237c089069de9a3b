import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth'

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false)
    expect(nestsDeeperThan({ a: 1 }, 0)).toBe(true)
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false)
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true)
  })

  it(`allows ${MAX_JSON_DEPTH} levels by default, and walks 100 000 levels without recursion`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(nestsDeeperThan(nested(100_000))).toBe(true)
  })
})
