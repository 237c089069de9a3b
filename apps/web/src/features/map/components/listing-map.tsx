// The public map, its own lazy chunk (Leaflet loads only here, Geoman's drawing tools once the map
// is up): clusters with counts or plot outlines with their price, the plot under the list's pointer
// highlighted, an area drawn with the polygon tool to search in, and the page's search drawn (the
// area, the pin with its circle, the stencil). While a tool is chosen a click places it. It
// reports the view after every move; the page holds the rest.
import 'leaflet/dist/leaflet.css'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import L from 'leaflet'
import { formatRupeesShort, type LatLng } from '@vishwas/domain'
import { useEffect, useRef } from 'react'
import { MapContainer, useMap } from 'react-leaflet'
import { MapBaseLayer } from '../../../components/ui/map-base-layer'
import { useStages } from '../../../lib/use-stages'
import { outerRing, polygonDrawingControls, toLeaflet } from '../../../lib/leaflet-drawing'
import type { Bounds, MapCluster, MapPlot } from '../api/get-map-viewport'
import type { MapView } from '../lib/map-address'
import type { MapSearch, MapTool } from '../lib/map-search'

export interface ListingMapProps {
  view: MapView
  plots: MapPlot[]
  clusters: MapCluster[]
  highlightedId: string | null
  search: MapSearch | null
  /** The tool a click places, or null to browse. */
  placing: Exclude<MapTool, 'browse'> | null
  onViewChange: (bounds: Bounds, view: MapView) => void
  onHover: (id: string | null) => void
  onArea: (ring: LatLng[]) => void
  onPlace: (point: LatLng) => void
  onOpen: (id: string) => void
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

const PLAIN = { color: '#0f766e', weight: 2, fillOpacity: 0.2 }
const HIGHLIGHTED = { color: '#b45309', weight: 4, fillOpacity: 0.45 }
const plotStyle = (highlighted: boolean) => (highlighted ? HIGHLIGHTED : PLAIN)
/** A price on its plot: a zero-sized marker whose text is centred on the point by its own transform. */
const priceLabel = (price: string) =>
  L.divIcon({
    className: '',
    iconSize: [0, 0],
    html: `<span style="position:absolute;transform:translate(-50%,-50%);white-space:nowrap;padding:1px 6px;border-radius:4px;background:#fff;color:#1e293b;font-size:12px;font-weight:600;box-shadow:0 1px 3px rgba(0,0,0,0.35)">${price}</span>`,
  })
/** A plot's layer is made again only when what it shows changes: its outline, price or kind. */
const plotKey = (plot: MapPlot) => `${plot.id}|${plot.price}|${plot.listingType}|${plot.boundary.map((p) => `${p.latitude},${p.longitude}`).join(' ')}`

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

function Features({ plots, clusters, highlightedId, search, placing, onHover, onArea, onPlace, onOpen }: Omit<ListingMapProps, 'view' | 'onViewChange'>) {
  const map = useMap()
  const callbacks = useRef({ onHover, onArea, onPlace, onOpen, placing })
  useEffect(() => {
    callbacks.current = { onHover, onArea, onPlace, onOpen, placing }
  })

  useEffect(() => {
    if (!placing) return
    const container = map.getContainer()
    container.style.cursor = 'crosshair'
    const onClick = (event: L.LeafletMouseEvent) => callbacks.current.onPlace({ latitude: event.latlng.lat, longitude: event.latlng.lng })
    map.on('click', onClick)
    return () => {
      container.style.cursor = ''
      map.off('click', onClick)
    }
  }, [map, placing])

  useEffect(() => {
    if (!search) return
    const layers: L.Layer[] = []
    const quiet = { interactive: false, pmIgnore: true } as const
    if (search.kind === 'area') layers.push(L.polygon(search.ring.map(toLeaflet), { ...quiet, color: '#7c3aed', weight: 2, dashArray: '6 4', fillOpacity: 0.05 }))
    if (search.kind === 'pin') {
      const circle = L.circle(toLeaflet(search.pin), { ...quiet, radius: search.radius, color: '#7c3aed', weight: 2, dashArray: '6 4', fillOpacity: 0.05 })
      layers.push(circle, L.circleMarker(toLeaflet(search.pin), { ...quiet, radius: 7, color: '#fff', weight: 2, fillColor: '#7c3aed', fillOpacity: 1 }))
      // A circle has bounds only on a map: the box of the same size around the pin.
      const reach = toLeaflet(search.pin).toBounds(search.radius * 2)
      if (!map.getBounds().contains(reach)) map.fitBounds(reach, { padding: [16, 16] })
    }
    if (search.kind === 'spot') {
      const stencil = L.polygon(search.ring.map(toLeaflet), { ...quiet, color: '#c2410c', weight: 3, dashArray: '4 3', fillColor: '#fb923c', fillOpacity: 0.3 })
      layers.push(stencil)
      // The stencil is about 32 m a side: close in on it so it can be seen against the plots.
      if (map.getZoom() < 17) map.setView(stencil.getBounds().getCenter(), 18)
    }
    layers.forEach((layer) => layer.addTo(map))
    return () => layers.forEach((layer) => layer.remove())
  }, [map, search])

  // The drawing tools load after the map is up: evaluated with Leaflet they made the chunk's one
  // task 40 ms longer on a slow phone. A map made before Geoman is given its tools by reInitLayer.
  useEffect(() => {
    let mounted = true
    let added = false
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      map.removeLayer(layer)
      if (layer instanceof L.Polygon) callbacks.current.onArea(outerRing(layer, 6))
    }
    void import('@geoman-io/leaflet-geoman-free').then(() => {
      if (!mounted) return
      // What Geoman does to each map made after it loads (its types name only layers here, its code takes a map).
      if ((map as { pm?: unknown }).pm === undefined) {
        L.PM.reInitLayer(map as unknown as L.Layer)
        map.pm.setGlobalOptions({})
      }
      map.pm.addControls(polygonDrawingControls)
      map.on('pm:create', onCreate)
      added = true
    })
    return () => {
      mounted = false
      if (!added) return
      map.off('pm:create', onCreate)
      map.pm.removeControls()
    }
  }, [map])

  // The layers on the map, kept across answers: panning asks the server again for the view, and
  // most of what comes back was there before. Re-creating every outline, tooltip and marker on
  // each answer (and on each hover) made the long frames of a pan; only what changed is touched.
  const shown = useRef({ plots: new Map<string, { outline: L.Polygon; group: L.LayerGroup }>(), clusters: new Map<string, L.Marker>(), labelled: true, highlighted: null as string | null })

  useEffect(() => {
    const current = shown.current
    const labelled = plots.length <= 150
    if (labelled !== current.labelled) {
      current.plots.forEach(({ group }) => group.remove())
      current.plots.clear()
      current.labelled = labelled
    }
    const wanted = new Map(plots.map((plot) => [plotKey(plot), plot]))
    for (const [key, { group }] of current.plots) {
      if (wanted.has(key)) continue
      group.remove()
      current.plots.delete(key)
    }
    for (const [key, plot] of wanted) {
      if (current.plots.has(key)) continue
      const price = `${formatRupeesShort(plot.price)}${plot.listingType === 'sale' ? '' : '/month'}`
      const outline = L.polygon(plot.boundary.map(toLeaflet), plotStyle(plot.id === current.highlighted))
      outline.on('mouseover', () => callbacks.current.onHover(plot.id))
      outline.on('mouseout', () => callbacks.current.onHover(null))
      // While a tool is chosen a click on a plot places the tool there (the map's click) instead.
      outline.on('click', () => {
        if (!callbacks.current.placing) callbacks.current.onOpen(plot.id)
      })
      const group = L.layerGroup([outline]).addTo(map)
      // The price on the plot as a plain label centred by CSS: a permanent tooltip measures itself
      // as it is placed, a forced layout per plot when a pan brings in dozens.
      if (labelled) group.addLayer(L.marker(outline.getCenter(), { icon: priceLabel(price), interactive: false, keyboard: false }))
      else outline.bindTooltip(price, { direction: 'center' })
      current.plots.set(key, { outline, group })
    }

    const wantedClusters = new Map(clusters.map((cluster) => [`${cluster.latitude},${cluster.longitude},${cluster.count}`, cluster]))
    for (const [key, marker] of current.clusters) {
      if (wantedClusters.has(key)) continue
      marker.remove()
      current.clusters.delete(key)
    }
    for (const [key, cluster] of wantedClusters) {
      if (current.clusters.has(key)) continue
      const icon = L.divIcon({
        className: '',
        html: `<span style="display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:9999px;background:#0f766e;color:#fff;font-weight:700;font-size:0.8rem;border:2px solid #fff">${cluster.count}</span>`,
        iconSize: [40, 40],
      })
      const marker = L.marker([cluster.latitude, cluster.longitude], { icon, title: `${cluster.count} listings`, keyboard: true })
      marker.on('click', () => !callbacks.current.placing && map.fitBounds(L.latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]).pad(0.2), { maxZoom: 16 }))
      marker.addTo(map)
      current.clusters.set(key, marker)
    }
  }, [map, plots, clusters])

  // The plot under the list's pointer: two outlines restyled, not every one drawn again.
  useEffect(() => {
    const current = shown.current
    current.highlighted = highlightedId
    for (const [key, { outline }] of current.plots) {
      const isHighlighted = key.startsWith(`${highlightedId}|`)
      const wasHighlighted = outline.options.weight === HIGHLIGHTED.weight
      if (isHighlighted === wasHighlighted) continue
      outline.setStyle(plotStyle(isHighlighted))
      if (isHighlighted) outline.bringToFront()
    }
  }, [highlightedId])

  useEffect(() => {
    const current = shown.current
    return () => {
      current.plots.forEach(({ group }) => group.remove())
      current.clusters.forEach((marker) => marker.remove())
      current.plots.clear()
      current.clusters.clear()
    }
  }, [map])

  return null
}

export default function ListingMap({ view, onViewChange, ...features }: ListingMapProps) {
  // In stages, a task each: the box; the map (it measures the box) and the first ask for its
  // view; the ground; the plots and tools. All at once they made one task of 250 ms on a slow phone.
  const stage = useStages(3)
  return (
    <div data-testid="listing-map" role="group" aria-label="Map of listings" className="h-full min-h-[50vh] w-full overflow-hidden rounded-xl border border-slate-300 bg-emerald-50">
      {stage >= 1 ? (
        <MapContainer center={[view.latitude, view.longitude]} zoom={view.zoom} minZoom={3} maxZoom={19} className="h-full w-full bg-emerald-50">
          <ViewReporter onViewChange={onViewChange} />
          {stage >= 2 ? <MapBaseLayer /> : null}
          {stage >= 3 ? <Features {...features} /> : null}
        </MapContainer>
      ) : null}
    </div>
  )
}
