import { headerMenu, profileMenu, type MenuEntry, type Roles, type User } from '@vishwas/domain'
import { useAuth } from './use-auth'

export type AccountMenu =
  | { status: 'loading' | 'unauthenticated' }
  | { status: 'authenticated'; user: User | null; roles: Roles; headerEntries: MenuEntry[]; profileEntries: MenuEntry[] }

/**
 * The dealer's page (Curator, SPEC §2 /dealer) is shown to dealers whether or not this build's
 * route table has it yet: a dealer approved today must find their entry (issue #25).
 */
const DEALER_PATH = '/dealer'

/**
 * What the header shows for the session (SPEC §1, §6): the role's header links and the Profile
 * dropdown's entries, each only when its page exists (`isAvailable`).
 */
export function useAccountMenu(isPageAvailable: (path: string) => boolean): AccountMenu {
  const isAvailable = (path: string) => path === DEALER_PATH || isPageAvailable(path)
  const { state } = useAuth()
  if (state.status !== 'authenticated') return { status: state.status }
  const roles = state.user?.roles ?? state.identity.roles
  return {
    status: 'authenticated',
    user: state.user,
    roles,
    headerEntries: headerMenu(roles).filter((entry) => isAvailable(entry.to)),
    profileEntries: profileMenu(roles).filter((entry) => isAvailable(entry.to)),
  }
}
