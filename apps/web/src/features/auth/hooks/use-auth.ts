import { use } from 'react'
import { AuthContext } from '../components/auth-provider'
import type { AuthContextValue } from '../session/auth-state'

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}

