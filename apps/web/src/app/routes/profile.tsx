import { Link } from 'react-router'
import { Card } from '../../components/ui/card'
import { paths } from '../../config/paths'
import { useAuth } from '../../features/auth/hooks/use-auth'
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
      <Card className="p-5 sm:p-6">
        <Link to={paths.myActivity} className="font-semibold text-teal-800 underline underline-offset-2">
          My activity: your questions and site visits
        </Link>
      </Card>
    </div>
  )
}
