import { describe, expect, it } from 'vitest'
import { loginRedirectState, returnPath, signInPurpose } from './return-path'

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

describe('the sign-in page says what a guard sent the visitor to open', () => {
  it.each([
    [{ from: '/list-property' }, 'Sign in to list your property: you go straight to the property form.'],
    [{ from: '/seller/properties?page=2' }, 'Sign in to open My Portfolio.'],
    [{ from: '/seller/property/create' }, 'Sign in to open the property form.'],
    [{ from: '/seller/dashboard' }, 'Sign in to open your seller dashboard.'],
    [{ from: '/seller/properties/PROP-1/edit' }, "Sign in to open a property's edit form."],
    [{ from: '/PROP-1/tools' }, 'Sign in to open property management tools.'],
    [{ from: '/seller/properties/PROP-1/tools/edit' }, 'Sign in to open property management tools.'],
    [{ from: '/profile' }, 'Sign in to open your profile.'],
    [{ from: '/admin/deleted-properties' }, 'Sign in to open the admin pages.'],
    [{ from: '/somewhere/else' }, 'Sign in to open /somewhere/else.'],
  ])('%o: %s', (state, line) => {
    expect(signInPurpose(state)).toBe(line)
  })

  it.each([[null], [{ from: '/' }], [{ from: 'https://evil.example/' }], [{ from: '/login' }]])('says nothing for %o', (state) => {
    expect(signInPurpose(state)).toBeUndefined()
  })
})
