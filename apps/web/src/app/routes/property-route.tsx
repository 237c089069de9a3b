import { Outlet, useParams } from 'react-router'
import { isPropertyIdentifier } from '../../config/paths'
import { NotFoundRedirect } from './not-found'

/** `/{propertyId}` is a property only for a UUID or a PROP- reference; anything else is unknown. */
export function PropertyRoute() {
  const { propertyId } = useParams()
  return isPropertyIdentifier(propertyId) ? <Outlet /> : <NotFoundRedirect />
}
