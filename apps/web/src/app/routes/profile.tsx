import { useAuth } from '../../features/auth/hooks/use-auth'
import { MyBidsSection } from '../../features/bids/components/my-bids-section'
import { ProfilePage } from '../../features/profile/components/profile-page'
import { SavedSearchesSection } from '../../features/saved-searches/components/saved-searches-section'

/** The profile page for the signed-in user (RequireAuth guards the route). */
export default function ProfileRoute() {
  const { state, updateUser } = useAuth()
  if (state.status !== 'authenticated') return null
  return (
    <div className="grid gap-4">
      <ProfilePage userId={state.identity.did} initialUser={state.user} onSaved={updateUser} />
      <SavedSearchesSection />
      <MyBidsSection />
    </div>
  )
}
