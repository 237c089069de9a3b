// Every budget `npm run bench:check` holds has a measurement in the newest results file of
// `npm run bench` (bench/results/YYYY-MM-DD.json, or YYYY-MM-DD-quick.json of a --quick run: it
// measures every budget too, only briefly; a full run wins on the same day), and every key of the
// budgets is read by the check: a budget cannot silently stop being measured, and one added
// without its check or its measurement fails here until the bench measures it and its results are
// committed. No timing here: the figures themselves are bench:check's to judge, on a full run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

type Verdict = { what: string; value: string; budget: string; ok: boolean | null; missing?: boolean }
type BudgetsModule = {
  checkBudgets: (results: unknown) => Verdict[]
  checkedBudgetKeys: (results: unknown) => Set<string>
  budgetKeys: () => string[]
}
type ResultsFilesModule = { newestBenchResultsFile: () => string | undefined }

const bench = join(import.meta.dirname, '..', 'bench', 'lib')
// The bench is plain JavaScript modules run by node; loaded by URL, typed here.
const load = async <T>(file: string) => (await import(pathToFileURL(join(bench, file)).href)) as T
const { checkBudgets, checkedBudgetKeys, budgetKeys } = await load<BudgetsModule>('budgets.mjs')
const { newestBenchResultsFile } = await load<ResultsFilesModule>('results-files.mjs')

const file = newestBenchResultsFile()
const results: unknown = file ? JSON.parse(readFileSync(file, 'utf8')) : undefined

describe('the newest bench results', () => {
  it('exist', () => {
    expect(file, 'no bench/results/YYYY-MM-DD.json: run `npm run bench` and commit its results').toBeDefined()
  })

  it('measure every budget bench:check holds', () => {
    const unmeasured = checkBudgets(results)
      .filter((l) => l.missing || l.value === 'not measured')
      .map((l) => `${l.what} (${l.budget})`)
    expect(unmeasured, `not measured in ${file}: rerun \`npm run bench\` and commit its results`).toEqual([])
  })

  it('are held against every budget: each key of the budgets is read by the check', () => {
    const read = checkedBudgetKeys(results)
    expect(budgetKeys().filter((key) => !read.has(key))).toEqual([])
  })
})
