import { useLocation, useNavigate } from 'react-router'
import { Notice } from '../../components/ui/notice'
import type { FlashState } from './not-found'

/** Shows a message handed over in the navigation state (e.g. 'Page not found'); dismissible. */
export function FlashNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const message = (location.state as FlashState | null)?.message
  if (!message) return null
  const dismiss = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  return (
    <Notice tone="warning" onDismiss={dismiss} className="mb-4">
      {message}
    </Notice>
  )
}
