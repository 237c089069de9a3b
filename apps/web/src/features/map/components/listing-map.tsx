// The public map, its own lazy chunk (Leaflet and Geoman load only here): clusters with counts or
// plot outlines with their price, the plot under the list's pointer highlighted, an area drawn
// with the polygon tool to search in. It reports the view after every move; the page holds the rest.
import 'leaflet/dist/leaflet.css'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import L from 'leaflet'
import '@geoman-io/leaflet-geoman-free'
import { formatRupeesShort, type LatLng } from '@vishwas/domain'
import { useEffect, useRef } from 'react'
import { MapContainer, TileLayer, useMap } from 'react-leaflet'
import { env } from '../../../config/env'
import { outerRing, polygonDrawingControls, toLeaflet } from '../../../lib/leaflet-drawing'
import type { Bounds, MapCluster, MapPlot } from '../api/get-map-viewport'
import type { MapView } from '../lib/map-address'

export interface ListingMapProps {
  view: MapView
  plots: MapPlot[]
  clusters: MapCluster[]
  highlightedId: string | null
  area: LatLng[] | null
  onViewChange: (bounds: Bounds, view: MapView) => void
  onHover: (id: string | null) => void
  onArea: (ring: LatLng[]) => void
  onOpen: (id: string) => void
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

function ViewReporter({ onViewChange }: Pick<ListingMapProps, 'onViewChange'>) {
  const map = useMap()
  const report = useRef(onViewChange)
  useEffect(() => {
    report.current = onViewChange
  })
  useEffect(() => {
    const send = () => {
      const bounds = map.getBounds()
      const zoom = map.getZoom()
      const centre = map.getCenter()
      report.current(
        { south: round(bounds.getSouth()), west: round(bounds.getWest()), north: round(bounds.getNorth()), east: round(bounds.getEast()), zoom },
        { latitude: centre.lat, longitude: centre.lng, zoom },
      )
    }
    send()
    map.on('moveend', send)
    return () => {
      map.off('moveend', send)
    }
  }, [map])
  return null
}

function Features({ plots, clusters, highlightedId, area, onHover, onArea, onOpen }: Omit<ListingMapProps, 'view' | 'onViewChange'>) {
  const map = useMap()
  const callbacks = useRef({ onHover, onArea, onOpen })
  useEffect(() => {
    callbacks.current = { onHover, onArea, onOpen }
  })

  useEffect(() => {
    map.pm.addControls(polygonDrawingControls)
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      map.removeLayer(layer)
      if (layer instanceof L.Polygon) callbacks.current.onArea(outerRing(layer, 6))
    }
    map.on('pm:create', onCreate)
    return () => {
      map.off('pm:create', onCreate)
      map.pm.removeControls()
    }
  }, [map])

  useEffect(() => {
    const labelled = plots.length <= 150
    const layers: L.Layer[] = plots.map((plot) => {
      const isHighlighted = plot.id === highlightedId
      const layer = L.polygon(plot.boundary.map(toLeaflet), {
        color: isHighlighted ? '#b45309' : '#0f766e',
        weight: isHighlighted ? 4 : 2,
        fillOpacity: isHighlighted ? 0.45 : 0.2,
      })
      layer.bindTooltip(`${formatRupeesShort(plot.price)}${plot.listingType === 'sale' ? '' : '/month'}`, { permanent: labelled, direction: 'center', className: 'map-price' })
      layer.on('mouseover', () => callbacks.current.onHover(plot.id))
      layer.on('mouseout', () => callbacks.current.onHover(null))
      layer.on('click', () => callbacks.current.onOpen(plot.id))
      return layer
    })
    for (const cluster of clusters) {
      const icon = L.divIcon({
        className: '',
        html: `<span style="display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:9999px;background:#0f766e;color:#fff;font-weight:700;font-size:0.8rem;border:2px solid #fff">${cluster.count}</span>`,
        iconSize: [40, 40],
      })
      const marker = L.marker([cluster.latitude, cluster.longitude], { icon, title: `${cluster.count} listings`, keyboard: true })
      marker.on('click', () => map.fitBounds(L.latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]).pad(0.2), { maxZoom: 16 }))
      layers.push(marker)
    }
    if (area && area.length >= 3) layers.push(L.polygon(area.map(toLeaflet), { color: '#7c3aed', weight: 2, dashArray: '6 4', fillOpacity: 0.05, interactive: false }))
    layers.forEach((layer) => layer.addTo(map))
    return () => layers.forEach((layer) => layer.remove())
  }, [map, plots, clusters, highlightedId, area])

  return null
}

export default function ListingMap({ view, onViewChange, ...features }: ListingMapProps) {
  return (
    <div data-testid="listing-map" role="group" aria-label="Map of listings" className="h-full min-h-[50vh] w-full overflow-hidden rounded-xl border border-slate-300">
      <MapContainer center={[view.latitude, view.longitude]} zoom={view.zoom} minZoom={3} maxZoom={19} className="h-full w-full bg-emerald-50">
        <TileLayer url={env.mapTileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' maxZoom={19} />
        <ViewReporter onViewChange={onViewChange} />
        <Features {...features} />
      </MapContainer>
    </div>
  )
}
