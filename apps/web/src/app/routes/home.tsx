import { useAuth } from '../../features/auth/hooks/use-auth'
import { FeaturedRow } from '../../features/listings/components/featured-row'
import { ListingsPage } from '../../features/listings/components/listings-page'
import { RecentlyViewed } from '../../features/recently-viewed/components/recently-viewed'
import { SaveSearch } from '../../features/saved-searches/components/save-search'
import { PlaceCombobox } from '../../features/places/components/place-combobox'
import { CuratedSlot } from './curated-slot'
import { FlashNotice } from './flash-notice'
import { ListPropertyCallout } from './list-property-callout'

export default function HomeRoute() {
  const { state } = useAuth()
  return (
    <>
      <FlashNotice />
      <ListPropertyCallout />
      <FeaturedRow />
      <ListingsPage placeField={(props) => <PlaceCombobox {...props} />} searchActions={state.status === 'loading' ? null : <SaveSearch isSignedIn={state.status === 'authenticated'} />} />
      <div className="mt-5 empty:hidden">
        <RecentlyViewed />
      </div>
      <CuratedSlot />
    </>
  )
}
