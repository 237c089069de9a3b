// SPEC §2: a guard sends signed-out visitors to /login and remembers the page they came from.
import type { Location } from 'react-router'
import { paths } from '../../../config/paths'

export interface LoginRedirectState {
  from?: string
}

export function loginRedirectState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` }
}

/** Where to go after signing in: the remembered page when it is one of ours, else home. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as LoginRedirectState).from : undefined
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home
  const pathname = from.split(/[?#]/)[0]
  return pathname === paths.login || pathname === paths.logout ? paths.home : from
}

/** What the pages behind a guard are, in words, by path (first match wins). */
const pageNames: readonly (readonly [RegExp, string])[] = [
  [/^\/profile\/rental-history$/, 'your rental history'],
  [/^\/profile$/, 'your profile'],
  [/^\/profile\/offers$/, 'your offers and deals'],
  [/^\/deals\/[^/]+$/, 'a deal'],
  [/^\/seller(\/dashboard)?$/, 'your seller dashboard'],
  [/^\/seller\/properties$/, 'My Portfolio'],
  [/^\/seller\/(property\/create|properties\/new)$/, 'the property form'],
  [/^\/seller\/properties\/[^/]+\/edit$/, "a property's edit form"],
  [/^\/(seller\/properties\/[^/]+|admin\/property\/[^/]+|[^/]+)\/tools(\/[^/]+)?$/, 'property management tools'],
  [/^\/seller\/properties\/[^/]+$/, 'one of your properties'],
  [/^\/admin(\/|$)/, 'the admin pages'],
  [/^\/create-bid$/, 'Create Bid'],
  [/^\/create-deal$/, 'Make Deal'],
  [/^\/create-proposal$/, 'Proposals'],
]

/**
 * The line the sign-in page shows a visitor a guard sent there: what they were trying to open, or
 * nothing when they came by themselves. "List your property" says where sign-in leads.
 */
export function signInPurpose(state: unknown): string | undefined {
  const target = returnPath(state)
  if (target === paths.home) return undefined
  const pathname = target.split(/[?#]/)[0] ?? target
  if (pathname === paths.listProperty) return 'Sign in to list your property: you go straight to the property form.'
  const name = pageNames.find(([pattern]) => pattern.test(pathname))?.[1]
  return name ? `Sign in to open ${name}.` : `Sign in to open ${pathname}.`
}
