// The split tool's map, its own lazy chunk (Leaflet, Geoman and their CSS load only here): the
// parent's outline, dashed and fixed; each part in its colour with its corners draggable; a
// drawn polygon becomes a manual part. The tool holds the parts; this only reports changes.
import 'leaflet/dist/leaflet.css'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import L from 'leaflet'
import '@geoman-io/leaflet-geoman-free'
import { useEffect, useRef, useState } from 'react'
import { MapContainer, useMap } from 'react-leaflet'
import { MapBaseLayer } from '../../../components/ui/map-base-layer'
import type { LatLng, SplitPartDraft } from '@vishwas/domain'
import { outerRing, polygonDrawingControls, toLeaflet } from '../../../lib/leaflet-drawing'
import { partColour } from '../lib/part-colours'

export interface SplitMapProps {
  parent: LatLng[]
  parts: SplitPartDraft[]
  onDraw: (coordinates: LatLng[]) => void
  onMoveVertices: (id: string, coordinates: LatLng[]) => void
}

const MAX_ZOOM = 19

function Layers({ parent, parts, onDraw, onMoveVertices }: SplitMapProps) {
  const map = useMap()
  const callbacks = useRef({ onDraw, onMoveVertices })
  useEffect(() => {
    callbacks.current = { onDraw, onMoveVertices }
  })

  useEffect(() => {
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true, snapDistance: 15 })
    map.pm.addControls(polygonDrawingControls)
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      map.removeLayer(layer)
      if (layer instanceof L.Polygon) callbacks.current.onDraw(outerRing(layer, 7))
    }
    map.on('pm:create', onCreate)
    return () => {
      map.off('pm:create', onCreate)
      map.pm.removeControls()
    }
  }, [map])

  useEffect(() => {
    if (parent.length < 3) return
    const outline = L.polygon(parent.map(toLeaflet), { color: '#0f172a', weight: 2, dashArray: '6 4', fill: false, pmIgnore: true, interactive: false })
    outline.addTo(map)
    map.fitBounds(outline.getBounds(), { padding: [24, 24], maxZoom: MAX_ZOOM })
    return () => {
      outline.remove()
    }
  }, [map, parent])

  useEffect(() => {
    const layers = parts.map((part, index) => {
      const colour = partColour(index)
      const layer = L.polygon(part.coordinates.map(toLeaflet), { color: colour, weight: 2, fillColor: colour, fillOpacity: 0.3 })
      layer.bindTooltip(part.name, { sticky: true })
      layer.on('pm:edit', () => callbacks.current.onMoveVertices(part.id, outerRing(layer, 7)))
      layer.addTo(map)
      layer.pm.enable({ allowSelfIntersection: false, snappable: true })
      return layer
    })
    return () => layers.forEach((layer) => layer.remove())
  }, [map, parts])

  return null
}

export default function SplitMap(props: SplitMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false)
  const centre = props.parent[0] ?? { latitude: 22.5, longitude: 79 }
  return (
    <div className="grid gap-2">
      <div data-testid="split-map" role="group" aria-label="Split map: the parent's outline and its parts" className="h-[55vh] w-full overflow-hidden rounded-xl border border-slate-300 lg:h-[32rem]">
        <MapContainer center={toLeaflet(centre)} zoom={17} maxZoom={MAX_ZOOM} className="h-full w-full bg-emerald-50">
          <MapBaseLayer maxZoom={MAX_ZOOM} onTileError={() => setTilesFailed(true)} />
          <Layers {...props} />
        </MapContainer>
      </div>
      {tilesFailed ? (
        <p role="status" className="text-xs text-slate-600">
          Some map pictures did not load. You can still split the plot, draw parts and move their corners.
        </p>
      ) : null}
    </div>
  )
}
