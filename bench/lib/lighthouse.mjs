// Lighthouse (the npm package, its default mobile profile: a mid-range phone's screen, simulated
// slow 4G and a 4x slower CPU) on Debian's Chromium, headless. Per page: the performance score,
// LCP, TBT, CLS, and the JavaScript the page loaded: each script in Lighthouse's network records,
// counted gzip-compressed at level 9 from the build (the figure the README has always quoted,
// independent of the server's own compression) and as Chromium received it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM, root } from './server.mjs'

const dist = join(root, 'apps/web/dist')
const kb = (bytes) => Math.round(bytes / 102.4) / 10

const gzipped = new Map()
/** Level-9 gzip size of a built file named by its URL path; undefined for anything not in the build. */
function gzipBytes(pathname) {
  if (!gzipped.has(pathname)) {
    const file = join(dist, pathname)
    gzipped.set(pathname, pathname.startsWith('/assets/') && existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : undefined)
  }
  return gzipped.get(pathname)
}

/** The scripts among Lighthouse's network records (workers included), with their sizes. */
function scriptsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = items.filter((item) => item.resourceType === 'Script' || /javascript/.test(item.mimeType ?? ''))
  const files = scripts.map((item) => ({ path: new URL(item.url).pathname, transferBytes: item.transferSize ?? 0, gzipBytes: gzipBytes(new URL(item.url).pathname) }))
  return {
    files: files.map((f) => f.path),
    jsGzipKb: kb(files.reduce((sum, f) => sum + (f.gzipBytes ?? f.transferBytes), 0)),
    jsTransferKb: kb(files.reduce((sum, f) => sum + f.transferBytes, 0)),
  }
}

/** Lighthouse's own failures to record a load (NO_NAVSTART, NO_FCP, ...) are retried this many times. */
const ATTEMPTS = 3

async function lighthouseReport(port, url) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!lhr.runtimeError) return lhr
    const failure = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
    if (attempt === ATTEMPTS) throw new Error(failure)
    console.error(`${failure}; trying again`)
  }
}

async function auditPage(port, url) {
  const lhr = await lighthouseReport(port, url)
  // LIGHTHOUSE_REPORT_DIR keeps each full report, for the audits the summary leaves out.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = new URL(url).pathname.replace(/[^\w-]+/g, '_') || '_'
    writeFileSync(join(reportDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr))
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit('first-contentful-paint')),
    ...scriptsOf(lhr),
    warnings: lhr.runWarnings,
  }
}

/** Of several runs of one page, the one with the median score (Lighthouse's own advice). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((r) => r.score) }
}

/** Audits each of `pages` ({ name, path }) on `baseUrl`, `runs` times each, in one Chromium. */
export async function auditPages(baseUrl, pages, { runs = 1 } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  try {
    const results = []
    for (const page of pages) {
      const audits = []
      for (let i = 0; i < runs; i += 1) audits.push(await auditPage(chrome.port, baseUrl + page.path))
      results.push({ name: page.name, path: page.path, ...medianRun(audits) })
    }
    return results
  } finally {
    chrome.kill()
  }
}
