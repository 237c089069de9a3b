import { useLocation, useParams } from 'react-router'
import { PropertyToolsPage } from '../../features/property-tools/components/property-tools-page'
import { FlashNotice } from './flash-notice'

/** The tools of one property at /{id}/tools, /seller/properties/{id}/tools or /admin/property/{id}/tools. */
export default function PropertyToolsRoute() {
  const { propertyId = '' } = useParams()
  const { pathname } = useLocation()
  const area = pathname.startsWith('/seller/') ? 'seller' : pathname.startsWith('/admin/') ? 'admin' : 'public'
  return (
    <>
      <FlashNotice />
      <PropertyToolsPage key={propertyId} propertyId={propertyId} area={area} />
    </>
  )
}
