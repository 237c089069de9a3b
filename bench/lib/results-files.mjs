// Where `npm run bench` writes its results and which file counts as the newest: a full run writes
// results/YYYY-MM-DD.json, a --quick run YYYY-MM-DD-quick.json, other scripts their own suffix.
// bench:check and the test that no budget goes unmeasured both read the newest full run.
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
