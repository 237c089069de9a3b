import { MapPage } from '../../features/map/components/map-page'

/** /map (SPEC §2): the property map. */
export default function MapRoute() {
  return <MapPage />
}
