// The ground under every map of the app: street tiles from the tile service VITE_MAP_TILE_URL
// names, or without one the basemap of India shipped with the app (India's outline, the lines
// between its states, state names, cities and towns), which needs no internet.
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet'
import { env } from '../../config/env'
import { createOfflineBasemap } from '../../lib/offline-basemap'

const STREET_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

export function MapBaseLayer({ maxZoom = 19, onTileError }: { maxZoom?: number; onTileError?: () => void }) {
  const map = useMap()
  const onError = useRef(onTileError)
  useEffect(() => {
    onError.current = onTileError
  })
  useEffect(() => {
    const layer = env.mapTileUrl ? L.tileLayer(env.mapTileUrl, { attribution: STREET_ATTRIBUTION, maxZoom }) : createOfflineBasemap({ maxZoom })
    layer.on('tileerror', () => onError.current?.())
    layer.addTo(map)
    return () => {
      layer.remove()
    }
  }, [map, maxZoom])
  return null
}
