import type { User } from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { env } from '../../../config/env'
import { useProfile } from '../api/get-profile'
import { AccountSummary } from './account-summary'
import { InvitationsSection } from './invitations-section'
import { ProfileForm } from './profile-form'
import { RetryNotice } from '../../../components/ui/retry-notice'

interface ProfilePageProps {
  /** The signed-in user's lookup id (did). */
  userId: string
  /** The user the session already holds, shown while the record loads. */
  initialUser: User | null
  /** Tells the session the user changed (the header shows the name). */
  onSaved?: (user: User) => void
}

/** /profile: the signed-in user's own profile, to view and edit. */
export function ProfilePage({ userId, initialUser, onSaved }: ProfilePageProps) {
  const { data: user, error, isPending, isPlaceholderData, refetch } = useProfile(userId, initialUser)
  return (
    <div className="grid gap-4">
      <title>{`My Profile | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">My Profile</h1>
        <p className="mt-1 text-sm text-slate-600">Your contact details and where you are. Your phone number is how you sign in.</p>
      </Card>
      <InvitationsSection />
      {isPending ? <LoadingDots /> : null}
      {error && !user ? (
        <RetryNotice onRetry={() => void refetch()}>
          {error.message}
        </RetryNotice>
      ) : null}
      {user ? (
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <AccountSummary user={user} />
          {/* Editing starts from the fetched record, not the session's copy. */}
          {isPlaceholderData ? <LoadingDots /> : <ProfileForm key={user.did} user={user} onSaved={onSaved} />}
        </div>
      ) : null}
    </div>
  )
}
