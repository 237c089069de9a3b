import { Link } from 'react-router'
import { messages } from '@vishwas/domain'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import { paths } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'

interface PropertyLoadErrorProps {
  error: Error
  onRetry: () => void
}

/**
 * Why a property could not be shown: the server's own words for 403 (no access) and 404
 * ('Property not found'), which asking again will not change; other failures offer a retry.
 */
export function PropertyLoadError({ error, onRetry }: PropertyLoadErrorProps) {
  const isFinal = isApiError(error) && (error.status === 403 || error.status === 404)
  const message = isApiError(error) && error.status === 404 ? messages.propertyNotFound : error.message
  return (
    <Notice
      tone="error"
      role="alert"
      action={
        isFinal ? (
          <Link to={paths.sellerProperties} className={buttonClasses('secondary', 'sm')}>
            Back to My Portfolio
          </Link>
        ) : (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {message}
    </Notice>
  )
}
