// "List your property" (the home page and the header): a signed-out visitor signs in first and
// comes back here; a signed-in user who is not a seller becomes one by this act (the server
// records it), the header and menus change at once, and everyone lands in the property form.
import { useEffect, useRef, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { paths, signInHref } from '../../../config/paths'
import { becomeSeller } from '../api/become-seller'
import { useAuth } from '../hooks/use-auth'
import { broadcastAuthEvent } from '../session/auth-events'

type Grant = { status: 'idle' | 'granting' } | { status: 'failed'; message: string }

export function ListPropertyGate() {
  const { state, updateUser } = useAuth()
  const location = useLocation()
  const [grant, setGrant] = useState<Grant>({ status: 'idle' })
  const asked = useRef(false)
  const roles = state.status === 'authenticated' ? (state.user?.roles ?? state.identity.roles) : null
  const needsGrant = roles !== null && !roles.isSeller

  const ask = () => {
    asked.current = true
    setGrant({ status: 'granting' })
    becomeSeller().then(
      (user) => {
        updateUser(user)
        // The other tabs read the session again, so their menus change too.
        broadcastAuthEvent('signed-in')
      },
      (error: unknown) => setGrant({ status: 'failed', message: error instanceof Error ? error.message : 'Your seller account could not be set up. Please try again.' }),
    )
  }

  useEffect(() => {
    if (needsGrant && !asked.current) ask()
    // `ask` only starts the request; asked once per visit (a retry is the button's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsGrant])

  if (state.status === 'loading') return <LoadingDots className="min-h-64" />
  if (state.status === 'unauthenticated') return <Navigate to={signInHref(location)} replace />
  if (!needsGrant) return <Navigate to={paths.sellerPropertyCreate} replace />
  if (grant.status === 'failed') {
    return (
      <div className="mx-auto max-w-xl">
        <RetryNotice onRetry={ask}>{grant.message}</RetryNotice>
      </div>
    )
  }
  return <LoadingDots className="min-h-64" message="Setting up your seller account..." />
}
