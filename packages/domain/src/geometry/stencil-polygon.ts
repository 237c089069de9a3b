// SPEC §2 and §9: the map's default stencil is a 1000 m² area. We draw it as a square centred on
// a point, north-up, and correct its size so its geodesic area is exactly the asked area.
import { DEFAULT_STENCIL_SQM, EARTH_RADIUS_M } from '../constants'
import type { LatLng } from './lat-lng'
import { polygonAreaSqm } from './polygon-area'

function square(center: LatLng, halfSideM: number): LatLng[] {
  const dLat = (halfSideM / EARTH_RADIUS_M) * (180 / Math.PI)
  const dLng = dLat / Math.cos((center.latitude * Math.PI) / 180)
  const { latitude: lat, longitude: lng } = center
  return [
    { latitude: lat - dLat, longitude: lng - dLng },
    { latitude: lat - dLat, longitude: lng + dLng },
    { latitude: lat + dLat, longitude: lng + dLng },
    { latitude: lat + dLat, longitude: lng - dLng },
  ]
}

/** A square ring (south-west, south-east, north-east, north-west) of `areaSqm` around `center`. */
export function stencilPolygon(center: LatLng, areaSqm: number = DEFAULT_STENCIL_SQM): LatLng[] {
  let halfSide = Math.sqrt(Math.max(areaSqm, 0)) / 2
  for (let i = 0; i < 3 && halfSide > 0; i++) {
    const actual = polygonAreaSqm(square(center, halfSide))
    if (actual === 0) break
    halfSide *= Math.sqrt(areaSqm / actual)
  }
  return square(center, halfSide)
}
