// SPEC §2: a guard sends signed-out visitors to /login and remembers the page they came from, in
// the sign-in page's own address (`signInHref`, `/login?from=…`).
import { PROPERTY_IDENTIFIER, paths, signInReturnParam } from '../../../config/paths'

/** An origin no address of ours has (`.invalid` is reserved): what resolves away from it is not a path of this site. */
const OWN_ORIGIN = 'http://return.invalid'

/**
 * Where to go after signing in, from the sign-in page's query: the remembered page when it is one
 * of ours, else home. The address can be typed by anyone, so it is read as a URL on OWN_ORIGIN
 * and refused unless it stays there (`//host`, `/\host`, `https:` all leave).
 */
export function returnPath(search: string): string {
  const from = new URLSearchParams(search).get(signInReturnParam)
  if (from === null || !from.startsWith('/')) return paths.home
  let url: URL
  try {
    url = new URL(from, OWN_ORIGIN)
  } catch {
    return paths.home
  }
  if (url.origin !== OWN_ORIGIN) return paths.home
  return url.pathname === paths.login || url.pathname === paths.logout ? paths.home : `${url.pathname}${url.search}${url.hash}`
}

/** What the pages a visitor is sent to sign in from are, in words, by path (first match wins). */
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
  [new RegExp(`^/(?:${PROPERTY_IDENTIFIER})$`, 'i'), 'the listing'],
  [/^\/shortlist$/, 'your shortlist'],
  [/^\/$/, 'the home page'],
]

/**
 * The line the sign-in page shows a visitor a guard or a "Sign in" link sent there: what they were
 * trying to open, or nothing when they came by themselves. "List your property" says where
 * sign-in leads. Only pages named here are described: the address is anyone's to write, so a
 * path it carries is never shown (a link could otherwise make the sign-in page say anything).
 */
export function signInPurpose(search: string): string | undefined {
  const target = returnPath(search)
  if (target === paths.home) return undefined
  const pathname = target.split(/[?#]/)[0] ?? target
  if (pathname === paths.listProperty) return 'Sign in to list your property: you go straight to the property form.'
  const name = pageNames.find(([pattern]) => pattern.test(pathname))?.[1]
  return name ? `Sign in to open ${name}.` : undefined
}
