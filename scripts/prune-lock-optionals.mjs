// npm writes a package's optional platform binaries into package-lock.json only when it can
// fetch them. Where the registry lacks some (the mirror our machines use has no darwin or win32
// builds of tailwind's oxide, for one), the lock keeps the reference without the entry and
// `npm ci` refuses it. This drops exactly those dangling optional references. Run it after any
// `npm install` that changes the lock: `npm run lock:prune`.
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const names = new Set(Object.keys(lock.packages).map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)))
let pruned = 0
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!names.has(name)) {
      delete entry.optionalDependencies[name]
      pruned += 1
    }
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`pruned ${pruned} optional dependencies that the registry could not provide`)
