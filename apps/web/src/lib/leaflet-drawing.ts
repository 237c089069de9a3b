// What the Leaflet maps that let a person draw share: the domain's points as Leaflet's, a drawn
// polygon's outer ring as the domain's points, and the drawing toolbar (polygons and rectangles only).
import L from 'leaflet'
import type { PM } from 'leaflet'
import type { LatLng } from '@vishwas/domain'

export const toLeaflet = (point: LatLng): L.LatLng => L.latLng(point.latitude, point.longitude)

/** The polygon's outer ring, each coordinate rounded to `decimals` places. */
export function outerRing(layer: L.Polygon, decimals: number): LatLng[] {
  const scale = 10 ** decimals
  const round = (n: number) => Math.round(n * scale) / scale
  const rings = layer.getLatLngs() as L.LatLng[][]
  return (rings[0] ?? []).map((p) => ({ latitude: round(p.lat), longitude: round(p.lng) }))
}

/** The drawing toolbar: polygons and rectangles, nothing to edit, drag or remove (a map turns those on itself). */
export const polygonDrawingControls: PM.ToolbarOptions = {
  position: 'topleft',
  drawMarker: false,
  drawCircleMarker: false,
  drawPolyline: false,
  drawCircle: false,
  drawText: false,
  drawPolygon: true,
  drawRectangle: true,
  cutPolygon: false,
  rotateMode: false,
  editMode: false,
  dragMode: false,
  removalMode: false,
}
