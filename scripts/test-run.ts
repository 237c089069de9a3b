// Two things every `npm test` run does around its suites (the root vitest.config.ts uses both):
// it says which suites ran and which were skipped and why, and it gives the run a temporary
// directory of its own (TMPDIR for the runner, its workers and the servers they start), removed
// when the run ends, so nothing is left in the system's temporary directory.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Reporter, TestModule, Vitest } from 'vitest/node'

export type SkippedSuite = { name: string; reason: string }

/** A reporter that ends the run with the suites that ran (files each) and those skipped, with why. */
export function suitesReporter(skipped: SkippedSuite[]): Reporter {
  let selected: string[] = []
  return {
    onInit(vitest: Vitest) {
      selected = vitest.projects.map((project) => project.name)
    },
    onTestRunEnd(testModules: readonly TestModule[]) {
      const files = new Map<string, number>()
      for (const module of testModules) files.set(module.project.name, (files.get(module.project.name) ?? 0) + 1)
      const lines = selected.map((name) => {
        const count = files.get(name) ?? 0
        return count > 0 ? `${name}: ran (${count} file${count === 1 ? '' : 's'})` : `${name}: no test file selected`
      })
      for (const suite of skipped) lines.push(`${suite.name}: skipped: ${suite.reason}`)
      console.log(`\nSuites\n${lines.map((line) => `  ${line}`).join('\n')}\n`)
    },
  }
}

/**
 * Points TMPDIR at a new directory for this run and removes it when the runner exits. Every test
 * and setup removes what it makes; an entry still there at the end fails the run, named.
 */
export function useRunTempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-test-run-'))
  process.env.TMPDIR = dir
  process.once('exit', () => {
    const left = readdirSync(dir)
    if (left.length > 0) {
      console.error(`Tests left temporary files behind (removed now; find the test that makes them and remove them there): ${left.join(', ')}`)
      process.exitCode = 1
    }
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}
