import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { signInHref } from '../../../config/paths'
import { useAuth } from '../hooks/use-auth'

/** Sends a signed-out visitor to /login, remembering where they were. */
export function LoginRedirect() {
  const location = useLocation()
  return <Navigate to={signInHref(location)} replace />
}

/**
 * SPEC §2 guard for signed-in pages: a loading indicator while auth loads, /login for signed-out
 * visitors. Wraps its children, or the child routes when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { state } = useAuth()
  if (state.status === 'loading') return <LoadingDots className="min-h-64" />
  if (state.status === 'unauthenticated') return <LoginRedirect />
  return children ?? <Outlet />
}
