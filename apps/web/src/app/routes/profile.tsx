import { useAuth } from '../../features/auth/hooks/use-auth'
import { ProfilePage } from '../../features/profile/components/profile-page'

/** The profile page for the signed-in user (RequireAuth guards the route). */
export default function ProfileRoute() {
  const { state, updateUser } = useAuth()
  if (state.status !== 'authenticated') return null
  return <ProfilePage userId={state.identity.did} initialUser={state.user} onSaved={updateUser} />
}
