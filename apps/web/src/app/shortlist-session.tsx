import type { ReactNode } from 'react'
import { ShortlistHeartContext, type RenderShortlistHeart } from '../components/ui/shortlist-heart-slot'
import { useAuth } from '../features/auth/hooks/use-auth'
import { ShortlistHeart } from '../features/shortlist/components/shortlist-heart'
import { ShortlistProvider } from '../features/shortlist/components/shortlist-provider'

const renderHeart: RenderShortlistHeart = (props) => <ShortlistHeart {...props} />

/** The shortlist of whoever is using the app (the account's once signed in), and its heart on every listing. */
export function ShortlistSession({ children }: { children: ReactNode }) {
  const { state } = useAuth()
  const userId = state.status === 'authenticated' ? state.identity.did : state.status === 'loading' ? undefined : null
  return (
    <ShortlistProvider userId={userId}>
      <ShortlistHeartContext value={renderHeart}>{children}</ShortlistHeartContext>
    </ShortlistProvider>
  )
}
