import { useParams } from 'react-router'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { BidPanel } from '../../features/bids/components/bid-panel'
import { WhyThisScoreSection } from '../../features/evaluation/components/why-this-score-section'
import { MediaGallery } from '../../features/media/components/media-gallery'
import { usePublicProperty } from '../../features/property/api/get-public-property'
import { PropertyPage } from '../../features/property/components/property-page'
import { MakeOfferCard } from '../../features/proposals/components/make-offer-card'
import { useRememberViewed } from '../../features/recently-viewed/hooks/use-remember-viewed'
import { ApplyToRent } from '../../features/rentals/components/apply-to-rent'
import { FlashNotice } from './flash-notice'
import { PropertyActions } from './property-actions'

export default function PropertyRoutePage() {
  const { propertyId = '' } = useParams()
  // The page's own request (the same query): once the listing loads, it is recently viewed.
  const { data: property } = usePublicProperty(propertyId)
  useRememberViewed(property?.id)
  const { state } = useAuth()
  return (
    <>
      <FlashNotice />
      <PropertyPage
        key={propertyId}
        idOrReference={propertyId}
        gallery={(property) => <MediaGallery media={property.media} title={property.basicInfo.title || UNTITLED_PROPERTY} />}
        actions={(property) =>
          state.status === 'loading' || property.basicInfo.status !== 'active' ? null : (
            <div className="space-y-5">
              <PropertyActions propertyId={property.id} />
              <ApplyToRent propertyId={property.id} listingType={property.basicInfo.listingType} isSignedIn={state.status === 'authenticated'} />
              <MakeOfferCard propertyId={property.id} isSignedIn={state.status === 'authenticated'} />
              <BidPanel key={`bids-${property.id}`} propertyId={property.id} isSignedIn={state.status === 'authenticated'} />
            </div>
          )
        }
      />
      {property ? <WhyThisScoreSection propertyId={property.id} /> : null}
    </>
  )
}
