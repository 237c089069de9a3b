import { useParams } from 'react-router'
import { TrustClaimPage } from '../../features/trust/components/trust-claim-page'
import { trustClaimBySlug } from '../../features/trust/trust-claims'
import { NotFoundRedirect } from './not-found'

export default function TrustClaimRoute() {
  const claim = trustClaimBySlug(useParams().claim)
  return claim ? <TrustClaimPage claim={claim} /> : <NotFoundRedirect />
}
