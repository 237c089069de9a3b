import { useAuth } from '../../features/auth/hooks/use-auth'
import { SmsReminderSetting } from '../../features/notifications/components/sms-reminder-setting'
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
      <SmsReminderSetting />
    </div>
  )
}
