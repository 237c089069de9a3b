import { ListingsPage } from '../../features/listings/components/listings-page'
import { FlashNotice } from './flash-notice'
import { ListPropertyCallout } from './list-property-callout'

export default function HomeRoute() {
  return (
    <>
      <FlashNotice />
      <ListPropertyCallout />
      <ListingsPage />
    </>
  )
}
