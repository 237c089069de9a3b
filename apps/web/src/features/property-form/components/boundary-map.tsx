// The Leaflet map of the location section, its own lazy chunk (Leaflet, Geoman and their CSS load
// only here). The seller draws the boundary with Geoman, or edits the one the form holds; the
// form stays the source of truth and this component only reports changes. Markers are not
// used (Geoman's vertex handles are div icons), so Leaflet's default icon images never load.
import 'leaflet/dist/leaflet.css'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import './boundary-map.css'
import L from 'leaflet'
import '@geoman-io/leaflet-geoman-free'
import { useEffect, useRef, useState } from 'react'
import { MapContainer, useMap, useMapEvents } from 'react-leaflet'
import { MapBaseLayer } from '../../../components/ui/map-base-layer'
import type { LatLng } from '@vishwas/domain'
import { outerRing, polygonDrawingControls, toLeaflet } from '../../../lib/leaflet-drawing'
import { sameVertices } from '../lib/boundary'
import { MAX_ZOOM, PLOT_ZOOM } from '../lib/map-view'

export interface BoundaryMapProps {
  vertices: LatLng[]
  center: LatLng
  zoom: number
  onBoundaryChange: (vertices: LatLng[]) => void
  onCenterChange: (center: LatLng) => void
}

// About a centimetre: enough for a boundary, and a stable value to compare.

function BoundaryEditor({ vertices, onBoundaryChange }: Pick<BoundaryMapProps, 'vertices' | 'onBoundaryChange'>) {
  const map = useMap()
  const layerRef = useRef<L.Polygon | null>(null)
  const report = useRef(onBoundaryChange)
  useEffect(() => {
    report.current = onBoundaryChange
  })

  useEffect(() => {
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true })
    map.pm.addControls({ ...polygonDrawingControls, dragMode: true, removalMode: true })
    // A drawn shape becomes the boundary; the form's copy is what the map then shows.
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      map.removeLayer(layer)
      if (layer instanceof L.Polygon) report.current(outerRing(layer, 7))
    }
    // Moving the whole plot turns vertex editing off; it comes back afterwards.
    const onDragModeToggled = ({ enabled }: { enabled: boolean }) => {
      if (!enabled) layerRef.current?.pm.enable({ allowSelfIntersection: false })
    }
    map.on('pm:create', onCreate)
    map.on('pm:globaldragmodetoggled', onDragModeToggled)
    return () => {
      map.off('pm:create', onCreate)
      map.off('pm:globaldragmodetoggled', onDragModeToggled)
      map.pm.removeControls()
    }
  }, [map])

  useEffect(() => {
    const current = layerRef.current
    if (current && vertices.length >= 3 && sameVertices(outerRing(current, 7), vertices)) return
    current?.remove()
    layerRef.current = null
    if (vertices.length < 3) return
    const layer = L.polygon(vertices.map(toLeaflet), { color: '#0f766e', weight: 3, fillOpacity: 0.25 })
    const emit = () => report.current(outerRing(layer, 7))
    layer.on('pm:edit', emit)
    layer.on('pm:dragend', emit)
    layer.on('pm:remove', () => report.current([]))
    layer.addTo(map)
    layer.pm.enable({ allowSelfIntersection: false })
    layerRef.current = layer
    const bounds = layer.getBounds()
    if (!map.getBounds().contains(bounds) || map.getZoom() < PLOT_ZOOM) map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_ZOOM })
  }, [map, vertices])

  return null
}

const handleNames = {
  corner: 'Boundary corner: drag to move it',
  midpoint: 'Boundary side: drag to add a corner',
}

/** Geoman's toolbar buttons carry their name only in a title, and its handles none: name them all. */
function ControlNames() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const name = () => {
      for (const button of container.querySelectorAll<HTMLElement>('.leaflet-buttons-control-button:not([aria-label])')) {
        const title = button.closest('[title]')?.getAttribute('title')
        if (title) button.setAttribute('aria-label', title)
      }
      for (const handle of container.querySelectorAll<HTMLElement>('.marker-icon:not([aria-label])')) {
        handle.setAttribute('aria-label', handle.classList.contains('marker-icon-middle') ? handleNames.midpoint : handleNames.corner)
      }
    }
    name()
    // Handles come and go as the boundary is edited.
    const observer = new MutationObserver(name)
    observer.observe(container, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [map])
  return null
}

function CenterTracker({ onCenterChange }: Pick<BoundaryMapProps, 'onCenterChange'>) {
  const map = useMapEvents({
    moveend: () => {
      const { lat, lng } = map.getCenter()
      onCenterChange({ latitude: lat, longitude: lng })
    },
  })
  return null
}

export default function BoundaryMap({ vertices, center, zoom, onBoundaryChange, onCenterChange }: BoundaryMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false)
  return (
    <div className="grid gap-2">
      <div data-testid="boundary-map" role="group" aria-label="Boundary map" className="h-[60vh] w-full overflow-hidden rounded-xl border border-slate-300 lg:h-[28rem]">
        <MapContainer center={toLeaflet(center)} zoom={zoom} maxZoom={MAX_ZOOM} className="h-full w-full bg-emerald-50">
          <MapBaseLayer maxZoom={MAX_ZOOM} onTileError={() => setTilesFailed(true)} />
          <BoundaryEditor vertices={vertices} onBoundaryChange={onBoundaryChange} />
          <ControlNames />
          <CenterTracker onCenterChange={onCenterChange} />
        </MapContainer>
      </div>
      {tilesFailed ? (
        <p role="status" className="text-xs text-slate-600">
          Some map pictures did not load. You can still draw the boundary, drop the plot and edit its corners.
        </p>
      ) : null}
    </div>
  )
}
