import { describe, expect, it } from 'vitest'
import { signInHref } from '../../../config/paths'
import { returnPath, signInPurpose } from './return-path'

const from = (path: string) => `?from=${encodeURIComponent(path)}`

describe('return path after sign-in', () => {
  it('remembers the whole address of the page in the sign-in address, and reads it back', () => {
    const href = signInHref({ pathname: '/profile', search: '?tab=kyc', hash: '#top' })
    expect(href).toBe('/login?from=%2Fprofile%3Ftab%3Dkyc%23top')
    expect(returnPath(href.slice('/login'.length))).toBe('/profile?tab=kyc#top')
  })

  it.each([
    [from('/seller/dashboard?page=2'), '/seller/dashboard?page=2'],
    ['', '/'],
    ['?from=', '/'],
    [from('https://evil.example/'), '/'],
    [from('//evil.example/path'), '/'],
    [from('/\\evil.example/path'), '/'],
    [from('/\t/evil.example/path'), '/'],
    [from('/login?x=1'), '/'],
    [from('/logout'), '/'],
    ['?from=%2Fprofile&from=%2F%2Fevil.example', '/profile'],
  ])('%s goes to %s', (search, expected) => {
    expect(returnPath(search)).toBe(expected)
  })
})

describe('the sign-in page says what a guard sent the visitor to open', () => {
  it.each([
    [from('/list-property'), 'Sign in to list your property: you go straight to the property form.'],
    [from('/seller/properties?page=2'), 'Sign in to open My Portfolio.'],
    [from('/seller/property/create'), 'Sign in to open the property form.'],
    [from('/seller/dashboard'), 'Sign in to open your seller dashboard.'],
    [from('/seller/properties/PROP-1/edit'), "Sign in to open a property's edit form."],
    [from('/PROP-1/tools'), 'Sign in to open property management tools.'],
    [from('/seller/properties/PROP-1/tools/edit'), 'Sign in to open property management tools.'],
    [from('/profile'), 'Sign in to open your profile.'],
    [from('/admin/deleted-properties'), 'Sign in to open the admin pages.'],
    [from('/PROP-MH-0042'), 'Sign in to open the listing.'],
    [from('/3856b338-ca24-44e0-9983-aba58dbb611f?tab=offers'), 'Sign in to open the listing.'],
    [from('/shortlist'), 'Sign in to open your shortlist.'],
    [from('/?city=Pune'), 'Sign in to open the home page.'],
  ])('%s: %s', (search, line) => {
    expect(signInPurpose(search)).toBe(line)
  })

  it.each([[''], [from('/')], [from('https://evil.example/')], [from('/login')], [from('/Your-account-is-blocked-call-9999999999')], [from('/somewhere/else')]])('says nothing for %s, and never repeats a path it does not know', (search) => {
    expect(signInPurpose(search)).toBeUndefined()
  })
})
