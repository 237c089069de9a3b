// SPEC §2: a guard sends signed-out visitors to /login and remembers the page they came from, in
// the sign-in page's own address (`signInHref`, `/login?from=…`).
import { paths, signInReturnParam } from '../../../config/paths'

const base = 'http://return.invalid'

/**
 * Where to go after signing in, from the sign-in page's query: the remembered page when it is one
 * of ours, else home. The address can be typed by anyone, so it is read as a URL against a
 * placeholder origin and refused unless it stays there (`//host`, `/\host`, `https:` all leave).
 */
export function returnPath(search: string): string {
  const from = new URLSearchParams(search).get(signInReturnParam)
  if (from === null || !from.startsWith('/')) return paths.home
  let url: URL
  try {
    url = new URL(from, base)
  } catch {
    return paths.home
  }
  if (url.origin !== base) return paths.home
  return url.pathname === paths.login || url.pathname === paths.logout ? paths.home : `${url.pathname}${url.search}${url.hash}`
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
export function signInPurpose(search: string): string | undefined {
  const target = returnPath(search)
  if (target === paths.home) return undefined
  const pathname = target.split(/[?#]/)[0] ?? target
  if (pathname === paths.listProperty) return 'Sign in to list your property: you go straight to the property form.'
  const name = pageNames.find(([pattern]) => pattern.test(pathname))?.[1]
  return name ? `Sign in to open ${name}.` : `Sign in to open ${pathname}.`
}
