import { Navigate } from 'react-router'
import { messages } from '@vishwas/domain'
import { paths } from '../../config/paths'

/** A message for the page a redirect lands on; `reason` says why (e.g. an access denial). */
export interface FlashState {
  message?: string
  reason?: string
}

/** SPEC §2: any unknown path redirects to / with the message 'Page not found'. */
export function NotFoundRedirect() {
  return <Navigate to={paths.home} replace state={{ message: messages.pageNotFound } satisfies FlashState} />
}
