import { Link } from 'react-router'
import { messages } from '@vishwas/domain'
import { paths } from '../../config/paths'
import { isApiError } from '../../lib/api-client'
import { isPropertyMissing } from '../../lib/property-api'
import { Button, buttonClasses } from './button'
import { Notice } from './notice'

interface PropertyLoadErrorProps {
  error: Error
  onRetry: () => void
}

/**
 * Why a property could not be shown: 'Property not found' when there is no such property, the
 * server's own words for 403 (no access); asking again will not change either, so they offer the
 * way back to My Portfolio. Other failures offer a retry.
 */
export function PropertyLoadError({ error, onRetry }: PropertyLoadErrorProps) {
  const isMissing = isPropertyMissing(error)
  const isFinal = isMissing || (isApiError(error) && error.status === 403)
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
      {isMissing ? messages.propertyNotFound : error.message}
    </Notice>
  )
}
