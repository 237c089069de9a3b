// The basemap shipped with the app (issue #22): India's state names and its cities and towns,
// drawn on canvas tiles by Leaflet from data made at build time (build/india-basemap.ts), so a
// map shows where it is with no internet. The data loads with the first tile, in its own chunk.
import L from 'leaflet'

type Basemap = { places: [string, number, number, number][]; states: [string, number, number][] }

let data: Promise<Basemap> | undefined
const loadBasemap = () => (data ??= import('virtual:india-basemap').then((module) => module.default))

export const OFFLINE_ATTRIBUTION = 'Places: <a href="https://www.geonames.org">GeoNames</a> (CC BY 4.0)'

/** The fewest people a town needs to show at a zoom: the big cities first, every town from zoom 9. */
function minPopulation(zoom: number): number {
  if (zoom <= 4) return 3_000_000
  if (zoom === 5) return 1_000_000
  if (zoom === 6) return 400_000
  if (zoom === 7) return 150_000
  if (zoom === 8) return 60_000
  return 0
}

const LAND = '#f3f1e7'
const MARGIN = 96

function drawTile(canvas: HTMLCanvasElement, map: L.Map, coords: L.Coords, size: L.Point, basemap: Basemap) {
  const ratio = window.devicePixelRatio || 1
  canvas.width = size.x * ratio
  canvas.height = size.y * ratio
  const context = canvas.getContext('2d')
  if (!context) return
  context.scale(ratio, ratio)
  context.fillStyle = LAND
  context.fillRect(0, 0, size.x, size.y)
  const origin = coords.scaleBy(size)
  const zoom = coords.z
  // The tile and its margin in degrees: places are compared by number before any is projected.
  const north = map.unproject(origin.subtract([MARGIN, MARGIN]), zoom)
  const south = map.unproject(origin.add(size).add([MARGIN, MARGIN]), zoom)
  const near = (lat: number, lng: number) => lat <= north.lat && lat >= south.lat && lng >= north.lng && lng <= south.lng
  const at = (lat: number, lng: number) => map.project([lat, lng], zoom).subtract(origin)
  const taken: { x: number; y: number; w: number; h: number }[] = []
  const free = (box: { x: number; y: number; w: number; h: number }) => !taken.some((t) => box.x < t.x + t.w && t.x < box.x + box.w && box.y < t.y + t.h && t.y < box.y + box.h)

  context.textBaseline = 'middle'
  if (zoom >= 4 && zoom <= 7) {
    context.font = `600 ${zoom <= 5 ? 10 : 12}px system-ui, sans-serif`
    context.fillStyle = '#8a8170'
    context.textAlign = 'center'
    for (const [name, lat, lng] of basemap.states) {
      if (!near(lat, lng)) continue
      const p = at(lat, lng)
      const label = name.toUpperCase()
      const w = context.measureText(label).width
      taken.push({ x: p.x - w / 2, y: p.y - 8, w, h: 16 })
      context.fillText(label, p.x, p.y)
    }
  }
  const least = minPopulation(zoom)
  context.textAlign = 'left'
  for (const [name, lat, lng, people] of basemap.places) {
    if (people < least) break
    if (!near(lat, lng)) continue
    const p = at(lat, lng)
    const big = people >= 1_000_000
    context.font = `${big ? '600 13px' : '12px'} system-ui, sans-serif`
    const w = context.measureText(name).width
    const box = { x: p.x - 4, y: p.y - 8, w: w + 12, h: 16 }
    if (!free(box)) continue
    taken.push(box)
    context.beginPath()
    context.arc(p.x, p.y, big ? 3.5 : 2.5, 0, Math.PI * 2)
    context.fillStyle = '#475569'
    context.fill()
    context.lineWidth = 3
    context.strokeStyle = 'rgba(255,255,255,0.9)'
    context.strokeText(name, p.x + 6, p.y)
    context.fillStyle = '#1e293b'
    context.fillText(name, p.x + 6, p.y)
  }
}

/** A Leaflet layer of the offline basemap. */
export function createOfflineBasemap(options: L.GridLayerOptions = {}): L.GridLayer {
  const Layer = L.GridLayer.extend({
    createTile(this: L.GridLayer & { _map: L.Map }, coords: L.Coords, done: L.DoneCallback) {
      const canvas = document.createElement('canvas')
      // The zoom level the tile is drawn for: a level's tiles are made as its zoom starts.
      canvas.dataset.zoom = String(coords.z)
      const size = this.getTileSize()
      loadBasemap().then(
        (basemap) => {
          drawTile(canvas, this._map, coords, size, basemap)
          done(undefined, canvas)
        },
        (error: unknown) => done(error instanceof Error ? error : new Error('The basemap could not be loaded'), canvas),
      )
      return canvas
    },
  }) as new (options: L.GridLayerOptions) => L.GridLayer
  return new Layer({ attribution: OFFLINE_ATTRIBUTION, maxZoom: 22, ...options })
}
