import { ListingsPage } from '../../features/listings/components/listings-page'
import { PlaceCombobox } from '../../features/places/components/place-combobox'
import { FlashNotice } from './flash-notice'

export default function HomeRoute() {
  return (
    <>
      <FlashNotice />
      <ListingsPage placeField={(props) => <PlaceCombobox {...props} />} />
    </>
  )
}
