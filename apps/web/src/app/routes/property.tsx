import { useParams } from 'react-router'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { MediaGallery } from '../../features/media/components/media-gallery'
import { usePublicProperty } from '../../features/property/api/get-public-property'
import { PropertyPage } from '../../features/property/components/property-page'
import { useRememberViewed } from '../../features/recently-viewed/hooks/use-remember-viewed'
import { FlashNotice } from './flash-notice'
import { PropertyActions } from './property-actions'

export default function PropertyRoutePage() {
  const { propertyId = '' } = useParams()
  // The page's own request (the same query): once the listing loads, it is recently viewed.
  const { data: property } = usePublicProperty(propertyId)
  useRememberViewed(property?.id)
  return (
    <>
      <FlashNotice />
      <PropertyPage
        key={propertyId}
        idOrReference={propertyId}
        gallery={(property) => <MediaGallery media={property.media} title={property.basicInfo.title || UNTITLED_PROPERTY} />}
        actions={(property) => <PropertyActions propertyId={property.id} />}
      />
    </>
  )
}
