import { useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { User } from '@vishwas/domain'
import { clearAccessToken, readAccessToken } from '../../../lib/access-token'
import { onSessionEnded } from '../../../lib/api-client'
import { logout } from '../api/logout'
import type { SessionIdentity } from '../api/validate-token'
import { broadcastAuthEvent, subscribeAuthEvents } from '../session/auth-events'
import { LOADING, SIGNED_OUT, type AuthContextValue, type AuthState } from '../session/auth-state'

// The session check (token rule, schemas) loads only when there is a session to check, so
// signed-out visitors never download it.
const loadResolver = () => import('../session/resolve-session')

export const AuthContext = createContext<AuthContextValue | null>(null)

/** The session of SPEC §4 for the whole app: resolved once at start, kept in step across tabs. */
/**
 * `hasAccessToken`: on the server, whether the request carried the access cookie. The server
 * renders a visitor without one as signed out and anyone else as not known yet (never their
 * session); the browser reads the same cookie, so its first render matches and the session is
 * filled in after hydration.
 */
export function AuthProvider({ children, hasAccessToken }: { children: ReactNode; hasAccessToken?: boolean }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<AuthState>(() => ((hasAccessToken ?? Boolean(readAccessToken())) ? LOADING : SIGNED_OUT))
  // Only the latest resolution may set the state.
  const generation = useRef(0)

  const forget = useCallback(() => {
    generation.current += 1
    setState(SIGNED_OUT)
    queryClient.clear()
  }, [queryClient])

  const signOut = useCallback(async () => {
    clearAccessToken()
    forget()
    // Revokes the refresh token and clears both cookies; signed out here either way.
    await logout().catch((error: unknown) => console.warn('Sign-out could not reach the server:', error))
    // Told once the cookies are gone: the other tabs sign out only when no access token is left.
    broadcastAuthEvent('signed-out')
  }, [forget])

  const resolve = useCallback(() => {
    const current = (generation.current += 1)
    void loadResolver()
      .then(({ resolveSession }) => resolveSession())
      .then((outcome) => {
        if (current !== generation.current) return
        if (outcome.status === 'authenticated') setState({ status: 'authenticated', identity: outcome.identity, user: outcome.user })
        else if (outcome.reason === 'ended') void signOut()
        else setState(SIGNED_OUT)
      })
      .catch((error: unknown) => {
        // The check's code could not load (offline, new deployment): signed out until reload.
        console.error('The session could not be checked:', error)
        if (current === generation.current) setState(SIGNED_OUT)
      })
  }, [signOut])

  useEffect(() => {
    if (readAccessToken()) resolve()
  }, [resolve])

  // A request whose session could not be renewed: log out.
  useEffect(() => onSessionEnded(() => void signOut()), [signOut])

  useEffect(
    () =>
      subscribeAuthEvents((event) => {
        // SPEC §4: a signed-out event with no access token clears the user.
        if (event === 'signed-out' && !readAccessToken()) forget()
        if (event === 'signed-in') resolve()
      }),
    [forget, resolve],
  )

  const completeSignIn = useCallback(({ identity, user }: { identity: SessionIdentity; user: User }) => {
    generation.current += 1
    setState({ status: 'authenticated', identity, user })
    broadcastAuthEvent('signed-in')
  }, [])

  const updateUser = useCallback((user: User) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, user } : current))
  }, [])

  const value = useMemo(() => ({ state, completeSignIn, signOut, updateUser }), [state, completeSignIn, signOut, updateUser])
  return <AuthContext value={value}>{children}</AuthContext>
}
