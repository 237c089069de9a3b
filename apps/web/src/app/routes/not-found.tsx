import { Navigate } from 'react-router'
import { messages } from '@vishwas/domain'
import { paths } from '../../config/paths'

export interface FlashState {
  message?: string
}

/** SPEC §2: any unknown path redirects to / with the message 'Page not found'. */
export function NotFoundRedirect() {
  return <Navigate to={paths.home} replace state={{ message: messages.pageNotFound } satisfies FlashState} />
}
