import { useCallback } from 'react'
import { Link } from 'react-router'
import { Card } from '../../components/ui/card'
import { paths } from '../../config/paths'
import { DealerApplicationSection } from '../../features/accounts/components/dealer-application-section'
import { KycSection } from '../../features/accounts/components/kyc-section'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { MyBidsSection } from '../../features/bids/components/my-bids-section'
import { IncomingRequests } from '../../features/curator/components/incoming-requests'
import { MyTeams } from '../../features/curator/components/my-teams'
import { PaymentHistorySection } from '../../features/payment-records/components/payment-history-section'
import { SmsReminderSetting } from '../../features/notifications/components/sms-reminder-setting'
import { ProfilePage } from '../../features/profile/components/profile-page'
import { SavedSearchesSection } from '../../features/saved-searches/components/saved-searches-section'

/** The profile page for the signed-in user (RequireAuth guards the route). */
export default function ProfileRoute() {
  const { state, updateUser } = useAuth()
  const user = state.status === 'authenticated' ? state.user : null
  // An admin approved the dealer application: the session takes the role (Curator in the menu).
  const becameDealer = useCallback(() => {
    if (user) updateUser({ ...user, roles: { ...user.roles, isDealer: true } })
  }, [user, updateUser])
  if (state.status !== 'authenticated') return null
  const roles = state.user?.roles ?? state.identity.roles
  return (
    <div className="grid gap-4">
      <ProfilePage userId={state.identity.did} initialUser={state.user} onSaved={updateUser} />
      <KycSection />
      <DealerApplicationSection isDealer={roles.isDealer} onApproved={becameDealer} />
      <Card className="p-5 sm:p-6">
        <Link to={paths.profileOffers} className="font-semibold text-teal-800 underline underline-offset-2">
          Your offers and deals
        </Link>
      </Card>
      <SavedSearchesSection />
      <MyBidsSection />
      {/* Owners who are not sellers (co-owners) answer dealers' requests here; sellers also on My Portfolio. */}
      <IncomingRequests />
      <MyTeams />
      <PaymentHistorySection userId={state.identity.did} />
      <Card className="p-5 sm:p-6">
        <Link to={paths.myActivity} className="font-semibold text-teal-800 underline underline-offset-2">
          My activity: your questions, visits, offers, bids and deals
        </Link>
      </Card>
      <SmsReminderSetting />
    </div>
  )
}
