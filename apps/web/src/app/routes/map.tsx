import type { ListingType } from '@vishwas/domain'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { bhkChoices } from '../../features/listings/api/get-public-properties'
import { DEFAULT_LISTING_TYPE, type ListingFilters as HomeFilters } from '../../features/listings/hooks/use-listing-search'
import { ListingFilters } from '../../features/listings/components/listing-filters'
import { MapPage } from '../../features/map/components/map-page'
import type { MapFilters } from '../../features/map/lib/map-address'
import { PlaceCombobox } from '../../features/places/components/place-combobox'

/** The map's filters as the home page's form holds them (the same names; BHK from the form's choices). */
function toHomeFilters({ listingType: _kind, bhk, ...rest }: MapFilters): HomeFilters {
  const chosen = bhkChoices.filter((choice) => bhk?.includes(choice))
  return { ...rest, ...(chosen.length > 0 ? { bhk: chosen } : {}) }
}

function fromHomeFilters({ bhk, ...rest }: HomeFilters): MapFilters {
  const filters: MapFilters = { ...rest, ...(bhk && bhk.length > 0 ? { bhk: [...bhk] } : {}) }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}

/** /map (SPEC §2): the property map, with the home page's filter form (and its place field). */
export default function MapRoute() {
  const { state } = useAuth()
  return (
    <MapPage
      isSignedIn={state.status === 'authenticated'}
      filterForm={({ listingType, value, onApply }) => (
        <ListingFilters
          key={JSON.stringify(value)}
          listingType={listingType ?? (DEFAULT_LISTING_TYPE satisfies ListingType)}
          value={toHomeFilters(value)}
          onApply={(next) => onApply(fromHomeFilters(next))}
          placeField={(props) => <PlaceCombobox {...props} />}
        />
      )}
    />
  )
}
