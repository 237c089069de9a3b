import { use } from 'react'
import type { Roles } from '@vishwas/domain'
import { AuthContext } from '../components/auth-provider'
import type { AuthContextValue } from '../session/auth-state'

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}

/** The roles that decide what a user sees: the fetched record's, else the token's; null signed out. */
export function useRoles(): Roles | null {
  const { state } = useAuth()
  if (state.status !== 'authenticated') return null
  return state.user?.roles ?? state.identity.roles
}
