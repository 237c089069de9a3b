import { ListingsPage } from '../../features/listings/components/listings-page'
import { FlashNotice } from './flash-notice'

export default function HomeRoute() {
  return (
    <>
      <FlashNotice />
      <ListingsPage />
    </>
  )
}
