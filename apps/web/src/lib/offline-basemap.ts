// The basemap shipped with the app (issue #22): India's outline, the lines between its states,
// state names and its cities and towns, drawn on canvas tiles by Leaflet from data made at build
// time (build/india-basemap.ts), so a map shows where it is with no internet. The data loads with
// the first tile, in its own chunk.
import L from 'leaflet'
import type encoded from 'virtual:india-basemap'

type Encoded = typeof encoded

/** A line in Web Mercator's unit square (x east, y south, 0 to 1), with its box, ready to scale to any zoom. */
type Line = { points: Float64Array; west: number; east: number; north: number; south: number }
type Basemap = Omit<Encoded, 'borders' | 'source'> & { stateLines: Line[]; outline: Line[] }

/** Matches BORDER_STEPS in build/india-basemap.ts. */
const BORDER_STEPS = 400

/** Undoes the build's delta coding and projects each point once, so a tile only scales and shifts. */
function decodeLines(lines: number[][]): Line[] {
  return lines.map((deltas) => {
    const points = new Float64Array(deltas.length)
    let [x, y] = [0, 0]
    let [west, east, north, south] = [1, 0, 1, 0]
    for (let i = 0; i < deltas.length; i += 2) {
      x += deltas[i]!
      y += deltas[i + 1]!
      const px = (x / BORDER_STEPS + 180) / 360
      const sin = Math.sin(((y / BORDER_STEPS) * Math.PI) / 180)
      const py = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
      points[i] = px
      points[i + 1] = py
      ;[west, east, north, south] = [Math.min(west, px), Math.max(east, px), Math.min(north, py), Math.max(south, py)]
    }
    return { points, west, east, north, south }
  })
}

let data: Promise<Basemap> | undefined
const loadBasemap = () =>
  (data ??= import('virtual:india-basemap').then(({ default: { borders, ...rest } }) => ({
    ...rest,
    stateLines: decodeLines(borders.states),
    outline: decodeLines(borders.outline),
  })))

export const OFFLINE_ATTRIBUTION =
  'Places: <a href="https://www.geonames.org">GeoNames</a> (CC BY 4.0); borders: <a href="https://www.amcharts.com/">amCharts</a>'

/**
 * The closest zoom the borders are drawn at: the source places them to a kilometre or so, which
 * at city zoom would run a state line through the wrong streets and plots.
 */
export const BORDERS_UNTIL_ZOOM = 10

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

/** Strokes the lines that cross the tile (origin and size in pixels at `scale` pixels to the unit square) as one path. */
function strokeLines(context: CanvasRenderingContext2D, lines: Line[], scale: number, origin: L.Point, size: L.Point) {
  const [west, north] = [(origin.x - 2) / scale, (origin.y - 2) / scale]
  const [east, south] = [(origin.x + size.x + 2) / scale, (origin.y + size.y + 2) / scale]
  context.beginPath()
  for (const line of lines) {
    if (line.east < west || line.west > east || line.south < north || line.north > south) continue
    const p = line.points
    context.moveTo(p[0]! * scale - origin.x, p[1]! * scale - origin.y)
    for (let i = 2; i < p.length; i += 2) context.lineTo(p[i]! * scale - origin.x, p[i + 1]! * scale - origin.y)
  }
  context.stroke()
}

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

  // Borders first, quiet under the names: dashed lines between states, India's outline solid.
  if (zoom <= BORDERS_UNTIL_ZOOM) {
    const scale = map.options.crs!.scale(zoom)
    context.lineJoin = 'round'
    context.setLineDash([5, 4])
    context.lineWidth = 1
    context.strokeStyle = '#a89cb8'
    strokeLines(context, basemap.stateLines, scale, origin, size)
    context.setLineDash([])
    context.lineWidth = zoom <= 5 ? 1 : 1.5
    context.strokeStyle = '#a0957f'
    strokeLines(context, basemap.outline, scale, origin, size)
  }

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

// Tiles are drawn a few per animation frame, not all in the task that asked for them: the end of a
// drag asks for a row or two of tiles at once, and drawn together (names, borders) they made one
// long frame. A tile dropped before its turn (panned away) is not drawn.
const FRAME_BUDGET_MS = 6
const waiting: (() => void)[] = []
let scheduled = false
const nextFrame = (callback: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16))

function drawSoon(draw: () => void) {
  waiting.push(draw)
  if (scheduled) return
  scheduled = true
  nextFrame(drawWaiting)
}

function drawWaiting() {
  const start = performance.now()
  // At least one tile each frame, then as many as fit in the budget.
  do waiting.shift()!()
  while (waiting.length > 0 && performance.now() - start < FRAME_BUDGET_MS)
  if (waiting.length > 0) nextFrame(drawWaiting)
  else scheduled = false
}

/** A Leaflet layer of the offline basemap. */
export function createOfflineBasemap(options: L.GridLayerOptions = {}): L.GridLayer {
  const Layer = L.GridLayer.extend({
    createTile(this: L.GridLayer & { _map: L.Map | null }, coords: L.Coords, done: L.DoneCallback) {
      const canvas = document.createElement('canvas')
      // The zoom level the tile is drawn for: a level's tiles are made as its zoom starts.
      canvas.dataset.zoom = String(coords.z)
      const size = this.getTileSize()
      // The tile is the plain ground at once, and ready (so Leaflet fades it in and drops the last
      // zoom's tiles on time); its borders and names follow when its turn to be drawn comes.
      canvas.style.background = LAND
      queueMicrotask(() => done(undefined, canvas))
      loadBasemap().then(
        (basemap) =>
          drawSoon(() => {
            // Leaflet takes a tile out of the page when it is no longer wanted; the layer may be gone too.
            if (canvas.isConnected && this._map) drawTile(canvas, this._map, coords, size, basemap)
          }),
        (error: unknown) => this.fire('tileerror', { error: error instanceof Error ? error : new Error('The basemap could not be loaded'), tile: canvas, coords }),
      )
      return canvas
    },
  }) as new (options: L.GridLayerOptions) => L.GridLayer
  return new Layer({ attribution: OFFLINE_ATTRIBUTION, maxZoom: 22, ...options })
}
