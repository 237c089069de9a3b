import { useParams } from 'react-router'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { MediaGallery } from '../../features/media/components/media-gallery'
import { PropertyPage } from '../../features/property/components/property-page'
import { FlashNotice } from './flash-notice'

export default function PropertyRoutePage() {
  const { propertyId = '' } = useParams()
  return (
    <>
      <FlashNotice />
      <PropertyPage key={propertyId} idOrReference={propertyId} gallery={(property) => <MediaGallery media={property.media} title={property.basicInfo.title || UNTITLED_PROPERTY} />} />
    </>
  )
}
