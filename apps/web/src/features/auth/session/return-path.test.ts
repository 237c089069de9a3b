import { describe, expect, it } from 'vitest'
import { loginRedirectState, returnPath } from './return-path'

describe('return path after sign-in', () => {
  it('remembers the whole address of the page', () => {
    expect(loginRedirectState({ pathname: '/profile', search: '?tab=kyc', hash: '#top' })).toEqual({ from: '/profile?tab=kyc#top' })
  })

  it.each([
    [{ from: '/seller/dashboard?page=2' }, '/seller/dashboard?page=2'],
    [null, '/'],
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: '//evil.example/path' }, '/'],
    [{ from: '/login?x=1' }, '/'],
    [{ from: '/logout' }, '/'],
    [{ from: 42 }, '/'],
  ])('%o goes to %s', (state, expected) => {
    expect(returnPath(state)).toBe(expected)
  })
})
