// The markdown tables `npm run bench` prints (and the README quotes): API latency beside the
// bare node:http floor's and the direct SQL's with both ratios, the engines, the property writes,
// the pages, the scenery, and the run's phases.
import { budgets } from './budgets.mjs'
import { uploadsTable } from './uploads.mjs'

const cell = (value, suffix = '') => (value == null || Number.isNaN(value) ? '–' : `${value}${suffix}`)

function apiTable(results) {
  const lines = [
    `API: ${results.count} listings, autocannon ${results.duration} s per run (${results.errorsDuration ?? results.duration} s at ${budgets.errorsConnections} connections), direct SQL ${results.sqlDuration} s, production build on 127.0.0.1 (${results.machine.cpus} CPUs, load ${results.machine.loadAverage.join(' ')})${results.quick ? '; QUICK run, a smoke check' : ''}`,
    '',
    '| endpoint | engine | conns | req/s | p50 ms | p95 ms | p99 ms | errors | floor p50 ms | ours / floor (p50) | SQL p50 ms | SQL p95 ms | ours / SQL (p50) | p95 budget ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  const labels = [...new Set(results.engines.flatMap((e) => e.endpoints.map((p) => p.label)))]
  for (const label of labels) {
    for (const engine of results.engines) {
      const endpoint = engine.endpoints.find((p) => p.label === label)
      if (!endpoint) continue
      const limit = budgets.p95Ms[endpoint.key]
      const byConnections = [...new Set([...(endpoint.loads ?? []), ...(endpoint.direct ?? [])].map((l) => l.connections))]
      for (const connections of byConnections) {
        const http = endpoint.loads?.find((l) => l.connections === connections) ?? {}
        const sql = endpoint.direct?.find((l) => l.connections === connections) ?? {}
        const ratio = endpoint.overhead?.find((o) => o.connections === connections)?.ratio
        const floor = endpoint.floor?.find((l) => l.connections === connections)
        const floorRatio = floor && http.p50 != null && floor.p50 > 0 ? Math.round((http.p50 / floor.p50) * 100) / 100 : null
        const budget = limit && connections === budgets.budgetConnections ? limit * (engine.engine === 'pglite' ? budgets.embeddedFactor : 1) : null
        lines.push(
          `| ${label} | ${engine.engine} | ${connections} | ${cell(http.requestsPerSecond)} | ${cell(http.p50)} | ${cell(http.p95)} | ${cell(http.p99)} | ${cell(http.errors)} | ${cell(floor?.p50)} | ${cell(floorRatio)} | ${cell(sql.p50)} | ${cell(sql.p95)} | ${cell(ratio)} | ${cell(budget)} |`,
        )
      }
    }
  }
  return lines
}

function enginesTable(results) {
  return [
    '| engine | listings | seed s | start-up ms (existing data) | server peak RSS MB |',
    '|---|---|---|---|---|',
    ...results.engines.map((e) => `| ${e.engine} | ${e.count} | ${e.seedSeconds} | ${e.startupMs} | ${cell(e.peakRssMb)} |`),
  ]
}

function writesTable(results) {
  const measured = results.engines.filter((e) => e.writes)
  if (measured.length === 0) return []
  return [
    'Property writes, end to end over HTTP as the demo seller, one run after another',
    '',
    '| engine | operation | median ms | slowest ms | runs |',
    '|---|---|---|---|---|',
    ...measured.flatMap((e) => [
      `| ${e.engine} | batch update, 100 properties | ${e.writes.batch.median} | ${e.writes.batch.worst} | ${e.writes.batch.runs.length} |`,
      `| ${e.engine} | import, 1 000 properties (${Math.round(e.writes.importBytes / 1024)} KB) | ${e.writes.import.median} | ${e.writes.import.worst} | ${e.writes.import.runs.length} |`,
    ]),
  ]
}

function pagesTable(results) {
  if (!results.pages) return []
  const { engine, runs } = results.pages
  if (!results.pages.results) return [`Pages: not measured (${results.pages.error})`]
  return [
    `Pages: Lighthouse mobile profile, headless Chromium, ${engine} server, median of ${runs} run(s) per page`,
    '',
    '| page | performance | LCP ms | TBT ms | CLS | FCP ms | JS gzip KB | JS transferred KB | scripts |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.pages.results.map((p) => `| ${p.name} | ${p.score} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.fcpMs} | ${p.jsGzipKb} | ${p.jsTransferKb} | ${p.files.length} |`),
  ]
}

function sceneryTable(results) {
  const s = results.scenery
  if (!s) return []
  return [
    `Scenery: home page at night in heavy rain, ${s.seconds} s, headless Chromium without GPU, 1280x800`,
    '',
    '| main-thread busy | long frames > 50 ms | worst frame ms | frames/s | scenery chunk gzip KB |',
    '|---|---|---|---|---|',
    `| ${s.busyPercent} % (script ${s.scriptMs} ms, style+layout ${s.styleAndLayoutMs} ms) | ${s.longAnimationFramesOver50} | ${s.worstFrameMs} | ${s.fps} | ${s.sceneryGzipKb} |`,
  ]
}

function mapPanTable(results) {
  const m = results.mapPan
  if (!m) return []
  return [
    `Panning /map around the fullest cluster (${m.place.count} listings), ${m.seconds} s per zoom, headless Chromium without GPU, 1280x800`,
    '',
    '| zoom | drags | shown | long frames | over 50 ms | worst frame ms | tasks over 50 ms of CPU | longest task CPU ms |',
    '|---|---|---|---|---|---|---|---|',
    ...[m.region, m.city, m.street].filter(Boolean).map((z) => `| ${z.zoom} | ${z.drags} | ${z.shown} | ${z.longAnimationFrames} | ${z.longAnimationFramesOver50} | ${z.worstFrameMs} | ${z.tasksOver50CpuMs ?? '–'} | ${z.worstTaskCpuMs ?? '–'} |`),
  ]
}

export function markdownReport(results) {
  const sections = [
    apiTable(results),
    enginesTable(results),
    writesTable(results),
    pagesTable(results),
    sceneryTable(results),
    mapPanTable(results),
    uploadsTable(results),
    results.homePage ? [`Home page entry scripts (index.html): ${results.homePage.firstLoadGzipKb} KB gzip`] : [],
    [`Phases: ${(results.phases ?? []).map((p) => `${p.phase} ${p.seconds} s`).join(', ')}; total ${results.totalSeconds} s`],
    results.failures ? [`Failed parts (their budgets are MISSING): ${results.failures.map((f) => `${f.part}: ${f.error}`).join('; ')}`] : [],
  ]
  return sections
    .filter((s) => s.length > 0)
    .map((s) => s.join('\n'))
    .join('\n\n')
}
