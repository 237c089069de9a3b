// The links of the header and footer (SPEC §1, §2), one list each. A link renders only when its
// path is in the route table, so no link leads to a dead end; later features just add routes.
import { headerMenu, profileMenu } from '@vishwas/domain'
import { paths } from '../config/paths'

export interface NavItem {
  label: string
  to: string
}

const everyRole = { isAdmin: true, isSeller: true, isDealer: true }

/**
 * The signed-in entries of SPEC §6 (header links by role, the Profile dropdown). The header shows
 * them by role; they are listed among the header links so the route table decides which exist.
 */
export const accountLinks: readonly NavItem[] = [...headerMenu(everyRole), ...profileMenu(everyRole)]

/** "List your property": for everyone who is not a seller yet (sellers have Add New Property). */
export const listPropertyLink: NavItem = { label: 'List your property', to: paths.listProperty }

/** Login is for signed-out visitors; the account links are for signed-in users (see the header). */
export const headerLinks: readonly NavItem[] = [{ label: 'Home', to: paths.home }, { label: 'Map', to: paths.map }, { label: 'Shortlist', to: paths.shortlist }, listPropertyLink, { label: 'Login', to: paths.login }, ...accountLinks]

export const footerLinks: readonly NavItem[] = [
  { label: 'Sell Property', to: paths.sellerDashboard },
  { label: 'Create Bid', to: paths.createBid },
  { label: 'Make Deal', to: paths.createDeal },
  { label: 'Proposals', to: paths.createProposal },
  { label: 'Home', to: paths.home },
  { label: 'Login', to: paths.login },
  { label: 'Profile', to: paths.profile },
  { label: 'Admin', to: paths.admin },
]

export interface AvailableNavItem extends NavItem {
  available: boolean
}

export function withAvailability(items: readonly NavItem[], routePaths: ReadonlySet<string>): AvailableNavItem[] {
  return items.map((item) => ({ ...item, available: routePaths.has(item.to) }))
}

export function availableLinks(items: readonly NavItem[], routePaths: ReadonlySet<string>): NavItem[] {
  return withAvailability(items, routePaths).filter((item) => item.available)
}
