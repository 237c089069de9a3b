// npm run bench:check [-- --file bench/results/<date>.json] [--properties]
// Holds the newest full `npm run bench` results (bench/results/YYYY-MM-DD.json, newest date in
// the name) against the budgets of lib/budgets.mjs; prints each with its figure, its limit and
// what it was measured against (the floor, the direct SQL), ok / OVER / MISSING, and exits 1 on
// any miss. Results of `npm run bench -- --quick` are a smoke check: it refuses to hold them
// against the budgets. With --properties it also holds the newest `npm run bench:properties`
// results (YYYY-MM-DD-properties.json) against the targets written in that file.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { budgetTable, checkBudgets } from './lib/budgets.mjs'
import { FULL_RUN, QUICK_RUN, newestResultsFile as newest } from './lib/results-files.mjs'

const { values: args } = parseArgs({ options: { file: { type: 'string' }, properties: { type: 'boolean', default: false } } })

/** bench:properties figures against the targets that run wrote down (embedded engine at 4x). */
function propertiesLines(results) {
  const { targets } = results
  const loadTargets = [targets.advanced, targets.containingPoint, targets.withinRadius]
  return results.engines.flatMap((e) => {
    const factor = e.engine === 'pglite' ? 4 : 1
    const line = (what, value, target) => ({ what: `${e.engine}: ${what}`, value: `${value} ms`, budget: `≤ ${target * factor} ms`, ok: value <= target * factor })
    return [
      ...e.loads.map((l, i) => line(`${l.path} p95`, l.p95, loadTargets[i])),
      line('batch update of 100, worst run', e.batch.worst, targets.batchMs),
      line('import of 1 000, worst run', e.import.worst, targets.importMs),
    ]
  })
}

const file = args.file ?? newest(FULL_RUN)
const quick = newest(QUICK_RUN)
if (!file) {
  console.error(`no full results in bench/results: run \`npm run bench\` first${quick ? ` (${quick} is from --quick, a smoke check that is not held against the budgets)` : ''}`)
  process.exit(1)
}
const results = JSON.parse(readFileSync(file, 'utf8'))
if (results.quick) {
  console.error(`${file} is from \`npm run bench -- --quick\`: a smoke check with brief loads on a small seed, not held against the budgets. Run \`npm run bench\` for results to check.`)
  process.exit(1)
}
const lines = checkBudgets(results)
console.log(`${file}\n\n${budgetTable(lines)}`)
if (args.properties) {
  const propertiesFile = newest(/^\d{4}-\d{2}-\d{2}-properties\.json$/)
  const more = propertiesFile ? propertiesLines(JSON.parse(readFileSync(propertiesFile, 'utf8'))) : [{ what: 'bench:properties results', value: 'not measured', budget: '', ok: false, missing: true }]
  console.log(`\n${propertiesFile ?? 'no *-properties.json'}\n\n${budgetTable(more)}`)
  lines.push(...more)
}
const misses = lines.filter((l) => l.ok === false)
console.log(misses.length ? `\n${misses.length} budget(s) missed` : '\nevery budget met')
process.exit(misses.length ? 1 : 0)
