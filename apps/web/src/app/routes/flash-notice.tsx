import { useLocation, useNavigate } from 'react-router'
import { Notice } from '../../components/ui/notice'
import type { FlashState } from './not-found'

/** Shows a message handed over in the navigation state ('Page not found', access denials); dismissible. */
export function FlashNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const { message, reason } = (location.state as FlashState | null) ?? {}
  if (!message) return null
  const dismiss = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  return (
    <Notice tone="warning" onDismiss={dismiss} className="mb-4">
      {reason ? <p className="font-semibold">{reason}</p> : null}
      <p>{message}</p>
    </Notice>
  )
}
