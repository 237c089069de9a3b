import { useParams } from 'react-router'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { MediaGallery } from '../../features/media/components/media-gallery'
import { usePublicProperty } from '../../features/property/api/get-public-property'
import { PropertyPage } from '../../features/property/components/property-page'
import { MakeOfferCard } from '../../features/proposals/components/make-offer-card'
import { useRememberViewed } from '../../features/recently-viewed/hooks/use-remember-viewed'
import { FlashNotice } from './flash-notice'

export default function PropertyRoutePage() {
  const { propertyId = '' } = useParams()
  // The page's own request (the same query): once the listing loads, it is recently viewed.
  const { data: property } = usePublicProperty(propertyId)
  useRememberViewed(property?.id)
  const { state } = useAuth()
  // Offers are taken on live listings. The public view names nobody, so the page cannot tell an
  // owner from a buyer: the server refuses an offer on one's own property with its message.
  const takesOffers = property?.basicInfo.status === 'active'
  return (
    <>
      <FlashNotice />
      <PropertyPage key={propertyId} idOrReference={propertyId} gallery={(property) => <MediaGallery media={property.media} title={property.basicInfo.title || UNTITLED_PROPERTY} />} />
      {property && takesOffers ? <MakeOfferCard propertyId={property.id} isSignedIn={state.status === 'authenticated'} /> : null}
    </>
  )
}
