// Where each demo listing sits. India is cut into one lattice of cells about 100 m square; each
// city takes the cells nearest to it (so neighbouring cities such as Chandigarh and Mohali never
// share a cell), in a square spiral outwards from its grid anchor. A plot is an irregular
// quadrilateral inside its cell, at least about 10 m from the cell's edge, so no two plots
// overlap, and listing N always lands in the same cell however many listings are seeded.
import { polygonAreaSqm, polygonCentroid, type LatLng } from '@vishwas/domain'
import { cities, type City } from './cities'
import type { Random } from './random'

const LAT_STEP = 0.0009 // about 100 m
const LNG_STEP = 0.001 // about 96 m (Punjab) to 110 m (Kerala)
const USABLE = 0.45 // a plot stays within 45% of the cell size from the cell centre

type Cell = { row: number; col: number }

const anchors = cities.map((city) => city.anchor ?? { latitude: city.latitude, longitude: city.longitude })

/** Squared distance in km², close enough for choosing the nearest city. */
function distance2(a: LatLng, b: LatLng): number {
  const dy = (a.latitude - b.latitude) * 111
  const dx = (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180)
  return dx * dx + dy * dy
}

function cellCentre(cell: Cell): LatLng {
  return { latitude: (cell.row + 0.5) * LAT_STEP, longitude: (cell.col + 0.5) * LNG_STEP }
}

function nearestCity(point: LatLng): number {
  let best = 0
  let bestDistance = Infinity
  anchors.forEach((anchor, index) => {
    const d = distance2(point, anchor)
    if (d < bestDistance) {
      bestDistance = d
      best = index
    }
  })
  return best
}

/** Cells of a square spiral around (row, col): ring 0 is the centre, ring k has 8k cells. */
function* spiral(origin: Cell): Generator<Cell> {
  yield origin
  for (let k = 1; ; k++) {
    for (let dc = -k; dc < k; dc++) yield { row: origin.row - k, col: origin.col + dc }
    for (let dr = -k; dr < k; dr++) yield { row: origin.row + dr, col: origin.col + k }
    for (let dc = k; dc > -k; dc--) yield { row: origin.row + k, col: origin.col + dc }
    for (let dr = k; dr > -k; dr--) yield { row: origin.row + dr, col: origin.col - k }
  }
}

const cellCache = new Map<number, { cells: Cell[]; walker: Generator<Cell> }>()

/** The n-th cell (from 0) that belongs to the city. */
export function cityCell(cityIndex: number, n: number): Cell {
  let entry = cellCache.get(cityIndex)
  if (!entry) {
    const anchor = anchors[cityIndex] as LatLng
    const origin = { row: Math.floor(anchor.latitude / LAT_STEP), col: Math.floor(anchor.longitude / LNG_STEP) }
    entry = { cells: [], walker: spiral(origin) }
    cellCache.set(cityIndex, entry)
  }
  while (entry.cells.length <= n) {
    const cell = entry.walker.next().value as Cell
    if (nearestCity(cellCentre(cell)) === cityIndex) entry.cells.push(cell)
  }
  return entry.cells[n] as Cell
}

// Listings are dealt to cities in a repeating cycle in which each city has `weight` slots.
const cycle: { city: number; rank: number }[] = []
cities.forEach((city, index) => {
  for (let rank = 0; rank < city.weight; rank++) cycle.push({ city: index, rank })
})
// Interleave so consecutive listings go to different cities.
cycle.sort((a, b) => a.rank / (cities[a.city] as City).weight - b.rank / (cities[b.city] as City).weight || a.city - b.city)

/** The city and cell of listing `index`. */
export function slotOf(index: number): { cityIndex: number; cell: Cell } {
  const slot = cycle[index % cycle.length] as { city: number; rank: number }
  const round = Math.floor(index / cycle.length)
  const weight = (cities[slot.city] as City).weight
  return { cityIndex: slot.city, cell: cityCell(slot.city, round * weight + slot.rank) }
}

export type Plot = { vertices: LatLng[]; centroid: LatLng; areaSqm: number }

const round7 = (n: number) => Math.round(n * 1e7) / 1e7

/** An irregular quadrilateral of about `targetSqm` inside the cell (capped by the cell size). */
export function plotInCell(cell: Cell, targetSqm: number, random: Random): Plot {
  const centre = cellCentre(cell)
  const metresPerLat = 111_320
  const metresPerLng = 111_320 * Math.cos((centre.latitude * Math.PI) / 180)
  const maxHalfLat = LAT_STEP * USABLE
  const maxHalfLng = LNG_STEP * USABLE
  const aspect = random.float(0.75, 1.33)
  const side = Math.sqrt(Math.max(targetSqm, 50))
  const halfLat = Math.min((side * Math.sqrt(aspect)) / 2 / metresPerLat, maxHalfLat * 0.9)
  const halfLng = Math.min(side / Math.sqrt(aspect) / 2 / metresPerLng, maxHalfLng * 0.9)
  const shiftLat = random.float(-1, 1) * (maxHalfLat - halfLat * 1.1)
  const shiftLng = random.float(-1, 1) * (maxHalfLng - halfLng * 1.1)
  const jitter = () => random.float(-0.1, 0.1)
  const corner = (sLat: number, sLng: number): LatLng => ({
    latitude: round7(centre.latitude + shiftLat + sLat * halfLat * (1 + jitter())),
    longitude: round7(centre.longitude + shiftLng + sLng * halfLng * (1 + jitter())),
  })
  // South-west, south-east, north-east, north-west: counter-clockwise, an open ring.
  const vertices = [corner(-1, -1), corner(-1, 1), corner(1, 1), corner(1, -1)]
  const c = polygonCentroid(vertices)
  const centroid = c ? { latitude: round7(c.latitude), longitude: round7(c.longitude) } : centre
  return { vertices, centroid, areaSqm: polygonAreaSqm(vertices) }
}
