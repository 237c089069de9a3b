// node bench/scenery.mjs [--url http://127.0.0.1:3000] [--seconds 10] [--skip-build]
// The scenery's cost on a cheap machine: the home page at night in heavy rain, in headless
// Chromium (software rendering, no GPU), for 10 s. Prints the main thread's busy share of wall
// time, long animation frames (over 50 ms), frames drawn per second, and the scenery chunk's
// size (JS + CSS, gzip) next to the home page's first-load JavaScript. Without --url it builds
// the app with VITE_SCENERY_OVERRIDES=1 and starts the production server on a free port.
// `npm run bench` calls measureScenery on its own server (same build flag).
/* global window, document -- page.evaluate and addInitScript run these functions in the browser */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { buildProduction, CHROMIUM, freePort, root, SERVER_NODE_FLAGS, waitForHealth } from './lib/server.mjs'

const dist = join(root, 'apps/web/dist')
const SCENE = '/?sceneryTime=2026-01-01T22:00:00%2B05:30&sceneryWeather=rain&sceneryIntensity=heavy'
/** What the web build needs for SCENE to force the scenery (it only lets the address override it). */
export const SCENERY_BUILD_ENV = { VITE_SCENERY_OVERRIDES: '1' }

/** The production build on the demo data, on a free port (also bench/map-pan.mjs's). */
export async function startBenchServer(skipBuild) {
  if (!skipBuild) buildProduction(SCENERY_BUILD_ENV)
  const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-scenery-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true', NODE_ENV: 'test', LOG_LEVEL: 'warn', WEATHER_PROVIDER: 'offline' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(url, child, 180_000)
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const gzipKb = (files) => Math.round(files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 102.4) / 10

export function chunkSizes() {
  const assets = readdirSync(join(dist, 'assets'))
  const scenery = assets.filter((name) => name.startsWith('scenery-root-')).map((name) => `assets/${name}`)
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])
  return { sceneryFiles: scenery, sceneryGzipKb: gzipKb(scenery), firstLoadGzipKb: gzipKb(firstLoad) }
}

async function openScene(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' })
  const page = await context.newPage()
  // Long animation frames over the whole run, collected by the page itself.
  await page.addInitScript(() => {
    window.__loaf = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__loaf.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'long-animation-frame', buffered: true })
  })
  await page.goto(url + SCENE)
  await page.getByRole('article').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('[data-scenery="raindrop"]').length >= 100)
  await page.waitForTimeout(2000)
  return { context, page }
}

async function measureBusy(browser, url, seconds) {
  const { context, page } = await openScene(browser, url)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' })
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
  const before = await metric()
  const loafStart = await page.evaluate(() => performance.now())
  await page.waitForTimeout(seconds * 1000)
  const after = await metric()
  const loaf = await page.evaluate((from) => window.__loaf.filter((e) => e.start >= from), loafStart)
  const wall = after.Timestamp - before.Timestamp
  const busy = after.TaskDuration - before.TaskDuration
  const counts = await page.evaluate(() => Object.fromEntries(['raindrop', 'star', 'firefly', 'window'].map((k) => [k, document.querySelectorAll(`[data-scenery="${k}"]`).length])))
  await context.close()
  return {
    wallSeconds: Math.round(wall * 10) / 10,
    busyMs: Math.round(busy * 1000),
    busyPercent: Math.round((busy / wall) * 1000) / 10,
    scriptMs: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000),
    styleAndLayoutMs: Math.round((after.RecalcStyleDuration - before.RecalcStyleDuration + after.LayoutDuration - before.LayoutDuration) * 1000),
    longAnimationFrames: loaf.length,
    longAnimationFramesOver50: loaf.filter((e) => e.duration > 50).length,
    worstFrameMs: Math.round(Math.max(0, ...loaf.map((e) => e.duration))),
    drawn: counts,
  }
}

/** Frames the compositor drew per second, from a trace (a separate run: tracing costs a little). */
async function measureFps(browser, url, seconds) {
  const { context, page } = await openScene(browser, url)
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline.frame', 'devtools.timeline'] })
  await page.waitForTimeout(Math.min(seconds, 5) * 1000)
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
  await context.close()
  const events = trace.traceEvents ?? trace
  const draws = events.filter((e) => e.name === 'DrawFrame').map((e) => e.ts)
  if (draws.length < 2) return { fps: 0, frames: draws.length }
  const span = (Math.max(...draws) - Math.min(...draws)) / 1e6
  return { fps: Math.round(((draws.length - 1) / span) * 10) / 10, frames: draws.length }
}

/**
 * The scene on `url` (a production build made with SCENERY_BUILD_ENV): main-thread busy share and
 * long animation frames over `seconds`, frames per second from a trace, and the chunk sizes.
 */
export async function measureScenery(url, { seconds = 10 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const busy = await measureBusy(browser, url, seconds)
    const frames = await measureFps(browser, url, seconds)
    return { seconds, ...busy, fps: frames.fps, framesTraced: frames.frames, ...chunkSizes() }
  } finally {
    await browser.close()
  }
}

async function main() {
  const { values: args } = parseArgs({
    options: { url: { type: 'string' }, seconds: { type: 'string', default: '10' }, 'skip-build': { type: 'boolean', default: false } },
  })
  const seconds = Number(args.seconds)
  const server = args.url ? { url: args.url, stop: async () => {} } : await startBenchServer(args['skip-build'])
  try {
    const s = await measureScenery(server.url, { seconds })
    const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET')
    console.log(`Scenery benchmark: home page at night in heavy rain, ${seconds} s, headless Chromium without GPU, 1280x800`)
    console.log(`drawn: ${JSON.stringify(s.drawn)}`)
    console.log('| measure | value | budget | |')
    console.log('|---|---|---|---|')
    console.log(`| main-thread busy | ${s.busyPercent} % (${s.busyMs} ms of ${s.wallSeconds} s; script ${s.scriptMs} ms, style+layout ${s.styleAndLayoutMs} ms) | ≤ 5 % | ${verdict(s.busyPercent <= 5)} |`)
    console.log(`| long animation frames > 50 ms | ${s.longAnimationFramesOver50} (worst ${s.worstFrameMs} ms) | 0 | ${verdict(s.longAnimationFramesOver50 === 0)} |`)
    console.log(`| frames drawn per second | ${s.fps} (${s.framesTraced} frames traced) | | |`)
    console.log(`| scenery chunk JS + CSS (gzip) | ${s.sceneryGzipKb} KB (${s.sceneryFiles.join(', ')}) | ≤ 25 KB | ${verdict(s.sceneryGzipKb <= 25)} |`)
    console.log(`| home page first-load JS (gzip) | ${s.firstLoadGzipKb} KB | ≤ 170 KB | ${verdict(s.firstLoadGzipKb <= 170)} |`)
  } finally {
    await server.stop()
  }
}

// Run as a command (node bench/scenery.mjs), not when imported by run.mjs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
