// The merge page's map, its own lazy chunk: each source in its colour and the merged outline,
// dashed, over them. Nothing is edited here.
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect } from 'react'
import { MapContainer, useMap } from 'react-leaflet'
import { MapBaseLayer } from '../../../components/ui/map-base-layer'
import type { LatLng } from '@vishwas/domain'
import { toLeaflet } from '../../../lib/leaflet-drawing'
import { partColour } from '../lib/part-colours'

export interface MergeMapProps {
  sources: { id: string; name: string; ring: LatLng[] }[]
  merged: LatLng[][]
}


function Layers({ sources, merged }: MergeMapProps) {
  const map = useMap()
  useEffect(() => {
    const layers: L.Polygon[] = sources.map((source, index) =>
      L.polygon(source.ring.map(toLeaflet), { color: partColour(index), fillColor: partColour(index), fillOpacity: 0.3, weight: 2 }).bindTooltip(source.name, { sticky: true }),
    )
    for (const ring of merged) layers.push(L.polygon(ring.map(toLeaflet), { color: '#0f172a', weight: 3, dashArray: '6 4', fill: false, interactive: false }))
    layers.forEach((layer) => layer.addTo(map))
    const bounds = L.featureGroup(layers).getBounds()
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 19 })
    return () => layers.forEach((layer) => layer.remove())
  }, [map, sources, merged])
  return null
}

export default function MergeMap(props: MergeMapProps) {
  const centre = props.sources[0]?.ring[0] ?? { latitude: 22.5, longitude: 79 }
  return (
    <div data-testid="merge-map" role="group" aria-label="Merge map: the plots and their merged outline" className="h-[45vh] w-full overflow-hidden rounded-xl border border-slate-300 lg:h-[26rem]">
      <MapContainer center={toLeaflet(centre)} zoom={17} maxZoom={19} className="h-full w-full bg-emerald-50">
        <MapBaseLayer />
        <Layers {...props} />
      </MapContainer>
    </div>
  )
}
