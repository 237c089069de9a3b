// Where `npm run bench` writes its results and which file counts as the newest: a full run writes
// results/YYYY-MM-DD.json, a --quick run YYYY-MM-DD-quick.json, other scripts their own suffix.
// bench:check reads the newest full run; the test that no budget goes unmeasured reads the newest
// run of either kind (a quick run measures every budget too, only briefly).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const resultsDir = join(import.meta.dirname, '../results')
export const FULL_RUN = /^\d{4}-\d{2}-\d{2}\.json$/
export const QUICK_RUN = /^\d{4}-\d{2}-\d{2}-quick\.json$/

/** The newest results file whose name matches `pattern` (dates in the name sort as text), or undefined. */
export function newestResultsFile(pattern = FULL_RUN) {
  const names = existsSync(resultsDir) ? readdirSync(resultsDir).filter((name) => pattern.test(name)).sort() : []
  return names.length ? join(resultsDir, names.at(-1)) : undefined
}

/** The newest full or quick run's results, the full one on the same day; or undefined. */
export function newestBenchResultsFile() {
  const names = existsSync(resultsDir) ? readdirSync(resultsDir).filter((name) => FULL_RUN.test(name) || QUICK_RUN.test(name)) : []
  const day = (name) => name.slice(0, 10)
  // By day, then the full run (0) before the quick one (1) of that day.
  const newest = names.sort((a, b) => day(b).localeCompare(day(a)) || Number(QUICK_RUN.test(a)) - Number(QUICK_RUN.test(b)))[0]
  return newest ? join(resultsDir, newest) : undefined
}
