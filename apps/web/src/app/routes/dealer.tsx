import { CuratorPage } from '../../features/curator/components/curator-page'
import { useAuth } from '../../features/auth/hooks/use-auth'

/** /dealer, the Curator (RequireDealer guards the route). */
export default function DealerRoute() {
  const { state } = useAuth()
  if (state.status !== 'authenticated') return null
  return <CuratorPage dealerId={state.identity.did} />
}
