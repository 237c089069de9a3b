// The links of the header and footer (SPEC §1, §2), one list each. A link renders only when its
// path is in the route table, so no link leads to a dead end; later features just add routes.
import { paths } from '../config/paths'

export interface NavItem {
  label: string
  to: string
}

export const headerLinks: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Login', to: paths.login },
]

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
