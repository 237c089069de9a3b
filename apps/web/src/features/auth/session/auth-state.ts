import type { User } from '@vishwas/domain'
import type { SessionIdentity } from '../api/validate-token'

/** SPEC §4: starts loading; then signed in (with the user when it could be fetched) or signed out. */
export type AuthState =
  | { status: 'loading'; identity: null; user: null }
  | { status: 'unauthenticated'; identity: null; user: null }
  | { status: 'authenticated'; identity: SessionIdentity; user: User | null }

export const LOADING: AuthState = { status: 'loading', identity: null, user: null }
export const SIGNED_OUT: AuthState = { status: 'unauthenticated', identity: null, user: null }

export interface AuthContextValue {
  state: AuthState
  /** After POST /auth/token: the identity from the new access token, and the user that came with it. */
  completeSignIn: (session: { identity: SessionIdentity; user: User }) => void
  /** Clears both tokens and the user, here and in the other tabs. */
  signOut: () => Promise<void>
  /** After the user's own profile was saved. */
  updateUser: (user: User) => void
}
