// The upload and photo figures of `npm run bench` (bench/uploads.ts, run with tsx in its own
// process on a temporary embedded database and local disk): a 50 MB upload's rate over loopback,
// the server's memory rise under five concurrent ones, and a 12-megapixel photo's processing.
// Their budgets, verdict lines and table live here too, so run.mjs, budgets.mjs and report.mjs
// each take one line.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const uploadBudgets = { mbPerSecond: 50, rssRiseMb: 100, photoMs: 400 }

/**
 * Runs bench/uploads.ts; its figures, or `{ error }` when it failed (written down, the run goes on).
 * `quick`: a 10 MB upload and one photo run, for a smoke check.
 */
export function measureUploads(root, { quick = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-uploads-'))
  try {
    const out = join(dir, 'uploads.json')
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/uploads.ts'), '--json', out, ...(quick ? ['--megabytes', '10', '--photos', '1'] : [])], { cwd: root, stdio: ['ignore', 2, 2] })
    return JSON.parse(readFileSync(out, 'utf8'))
  } catch (error) {
    console.error(`[bench] uploads failed: ${error.message}`)
    return { error: error.message }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Verdict lines in budgets.mjs's shape (`line` and `missing` are its helpers). */
export function uploadLines(results, line, missing) {
  const u = results.uploads
  const rate = 'a 50 MB upload on loopback (local disk)'
  const rss = 'server RSS rise, five concurrent 50 MB uploads'
  const photo = 'a 12-megapixel photo processed (orient, strip, resize, thumbnail)'
  if (!u || u.error) return [missing(rate, `≥ ${uploadBudgets.mbPerSecond} MB/s`), missing(rss, `≤ ${uploadBudgets.rssRiseMb} MB`), missing(photo, `≤ ${uploadBudgets.photoMs} ms`)]
  return [
    line(rate, `${u.mbPerSecond} MB/s`, `≥ ${uploadBudgets.mbPerSecond} MB/s`, u.mbPerSecond >= uploadBudgets.mbPerSecond),
    line(rss, `${u.rssRiseMb} MB`, `≤ ${uploadBudgets.rssRiseMb} MB`, u.rssRiseMb <= uploadBudgets.rssRiseMb),
    line(photo, `${u.photoMs} ms`, `≤ ${uploadBudgets.photoMs} ms`, u.photoMs <= uploadBudgets.photoMs),
  ]
}

/** The markdown table of the figures. */
export function uploadsTable(results) {
  const u = results.uploads
  if (!u) return []
  if (u.error) return [`Uploads: not measured (${u.error})`]
  return [
    `Uploads: embedded engine, local disk, loopback; server and client in one process (the client makes its bytes as it sends them)`,
    '',
    '| 50 MB upload MB/s | five concurrent: ms | RSS before MB | RSS rise MB | 12 MP photo ms (median) | photo runs ms |',
    '|---|---|---|---|---|---|',
    `| ${u.mbPerSecond} | ${u.concurrentMs} | ${u.rssBeforeMb} | ${u.rssRiseMb} | ${u.photoMs} | ${u.photoRuns.join(', ')} |`,
  ]
}
