import { headerMenu, profileMenu, type MenuEntry, type Roles, type User } from '@vishwas/domain'
import { useAuth } from './use-auth'

export type AccountMenu =
  | { status: 'loading' | 'unauthenticated' }
  | { status: 'authenticated'; user: User | null; roles: Roles; headerEntries: MenuEntry[]; profileEntries: MenuEntry[] }

/**
 * What the header shows for the session (SPEC §1, §6): the role's header links and the Profile
 * dropdown's entries, each only when its page exists (`isAvailable`).
 */
export function useAccountMenu(isAvailable: (path: string) => boolean): AccountMenu {
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
