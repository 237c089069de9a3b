import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import { DOM_ERROR_RECOVERY_MS } from '@vishwas/domain'
import { isDomMutationError } from './error-kinds'
import { ErrorPanel } from './error-panel'
import { ThrownResponse } from './router-error-page'

/** errorElement of the pages: keeps header and footer, shows SPEC §8's boundary texts. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  // Navigating to the same place clears the route error and renders the page again.
  const retry = () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state as unknown })
  const isDomError = isDomMutationError(error)

  useEffect(() => {
    if (!isDomError) return
    const timer = setTimeout(retry, DOM_ERROR_RECOVERY_MS)
    return () => clearTimeout(timer)
  })

  if (isDomError) return null
  if (isRouteErrorResponse(error)) return <ThrownResponse status={error.status} statusText={error.statusText} />
  return <ErrorPanel error={error} onRetry={retry} />
}
