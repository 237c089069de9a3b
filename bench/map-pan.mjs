// node bench/map-pan.mjs [--url http://127.0.0.1:3000] [--seconds 8] [--skip-build]
// Panning /map in headless Chromium (software rendering, no GPU), 1280x800: the map opens on the
// fullest cluster of the seeded listings (asked of /api/map/viewport), is dragged back and forth
// for `seconds` at region zoom (8: the offline basemap's state lines, clusters), at city zoom (12:
// clusters) and again at street zoom (16: plot outlines with prices), and the page's long
// animation frames are counted (budget: none over 50 ms), with each main-thread task's CPU time
// from a trace (on a shared machine a frame's wall time is mostly waiting for a core). Without
// --url it builds the app and starts the production server on the demo data on a free port.
// `npm run bench` calls measureMapPanning on its own server, over its seeded listings.
/* global window -- addInitScript and page.evaluate run these functions in the browser */
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM } from './lib/server.mjs'
import { startBenchServer } from './scenery.mjs'

/**
 * Where listings are thickest: the fullest cluster of India's at country zoom, then the fullest
 * within it at two closer zooms (the mean of a country-wide cluster can fall between its cities,
 * where a street-zoom view would show nothing).
 */
async function busiestPlace(url) {
  let box = { south: 6, west: 68, north: 37, east: 98 }
  let place = { latitude: 12.97, longitude: 77.59, count: 0 }
  for (const zoom of [5, 10, 13]) {
    const response = await fetch(`${url}/api/map/viewport?south=${box.south}&west=${box.west}&north=${box.north}&east=${box.east}&zoom=${zoom}`)
    const { clusters = [] } = await response.json()
    const top = clusters.sort((a, b) => b.count - a.count)[0]
    if (!top) break
    if (zoom === 5) place = { latitude: top.latitude, longitude: top.longitude, count: top.count }
    else place = { ...place, latitude: top.latitude, longitude: top.longitude }
    box = { south: top.south, west: top.west, north: top.north, east: top.east }
  }
  return place
}

async function panAt(browser, url, place, zoom, seconds) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' })
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.__loaf = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts = (entry.scripts ?? []).map((s) => `${s.invoker || s.sourceFunctionName || 'script'} (${s.sourceURL.split('/').pop()}) ${Math.round(s.duration)} ms`)
        window.__loaf.push({ start: entry.startTime, duration: entry.duration, render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0, scripts })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  })
  await page.goto(`${url}/map?lat=${place.latitude.toFixed(5)}&lng=${place.longitude.toFixed(5)}&zoom=${zoom}`)
  const map = page.getByTestId('listing-map')
  await map.waitFor()
  await page.getByRole('region', { name: 'Listings on the map' }).getByRole('status').filter({ hasText: /in view|here/ }).waitFor({ timeout: 30_000 })
  await page.waitForTimeout(1000)
  const box = await map.boundingBox()
  // A trace of the pan too: each main-thread task's own CPU time (thread time) says what the page
  // costs even when the machine is shared and the frames' wall time is mostly waiting for a core.
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] })
  const from = await page.evaluate(() => performance.now())
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const end = Date.now() + seconds * 1000
  let drags = 0
  // Drag a third of the map each way in 20 steps, as a hand does, then back.
  while (Date.now() < end) {
    const dx = (drags % 2 === 0 ? 1 : -1) * box.width * 0.33
    const dy = (drags % 4 < 2 ? 1 : -1) * box.height * 0.15
    await page.mouse.move(cx, cy)
    await page.mouse.down()
    await page.mouse.move(cx + dx, cy + dy, { steps: 20 })
    await page.mouse.up()
    drags++
    await page.waitForTimeout(150)
  }
  await page.waitForTimeout(1000)
  const tasks = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString('utf8')))
  const loaf = await page.evaluate((start) => window.__loaf.filter((e) => e.start >= start), from)
  const shown = await page.getByRole('region', { name: 'Listings on the map' }).getByRole('status').textContent()
  await context.close()
  return {
    zoom,
    drags,
    shown,
    longAnimationFrames: loaf.length,
    longAnimationFramesOver50: loaf.filter((e) => e.duration > 50).length,
    worstFrameMs: Math.round(Math.max(0, ...loaf.map((e) => e.duration))),
    /** The renderer's main-thread tasks by their own CPU time: the longest, and how many passed 50 ms. */
    worstTaskCpuMs: Math.round(Math.max(0, ...tasks.map((t) => t.cpuMs))),
    tasksOver50CpuMs: tasks.filter((t) => t.cpuMs > 50).length,
    /** What ran in the worst frame: its scripts, and the time from rendering's start to the frame's end. */
    worstFrame: loaf.sort((a, b) => b.duration - a.duration).slice(0, 1).map((e) => ({ renderMs: Math.round(e.render), scripts: e.scripts }))[0] ?? null,
  }
}

/** The page's main-thread tasks in a trace (the renderer's CrRendererMain), with wall and CPU time. */
function mainThreadTasks(trace) {
  const events = trace.traceEvents ?? trace
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && typeof e.tdur === 'number')
    .map((e) => ({ wallMs: e.dur / 1000, cpuMs: e.tdur / 1000 }))
}

/** Long animation frames while panning /map at city and at street zoom, `seconds` each. */
export async function measureMapPanning(url, { seconds = 8 } = {}) {
  const place = await busiestPlace(url)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    // Zoom 8 too: the offline basemap's state lines and India's outline are drawn there.
    const region = await panAt(browser, url, place, 8, seconds)
    const city = await panAt(browser, url, place, 12, seconds)
    const street = await panAt(browser, url, place, 16, seconds)
    return { seconds, place, region, city, street }
  } finally {
    await browser.close()
  }
}

async function main() {
  const { values: args } = parseArgs({ options: { url: { type: 'string' }, seconds: { type: 'string', default: '8' }, 'skip-build': { type: 'boolean', default: false } } })
  const server = args.url ? { url: args.url, stop: async () => {} } : await startBenchServer(args['skip-build'])
  try {
    const m = await measureMapPanning(server.url, { seconds: Number(args.seconds) })
    console.log(`Map panning: /map around ${m.place.latitude.toFixed(3)}, ${m.place.longitude.toFixed(3)} (${m.place.count} listings in its cluster), ${m.seconds} s per zoom, headless Chromium without GPU, 1280x800`)
    console.log('| zoom | drags | shown | long animation frames | over 50 ms | worst ms | budget | main-thread tasks over 50 ms of CPU | longest task CPU ms |')
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const z of [m.region, m.city, m.street]) console.log(`| ${z.zoom} | ${z.drags} | ${z.shown} | ${z.longAnimationFrames} | ${z.longAnimationFramesOver50} | ${z.worstFrameMs} | none over 50 ms: ${z.longAnimationFramesOver50 === 0 ? 'ok' : 'OVER'} | ${z.tasksOver50CpuMs} | ${z.worstTaskCpuMs} |`)
    for (const z of [m.region, m.city, m.street]) if (z.worstFrame) console.log(`zoom ${z.zoom}, worst frame: rendering ${z.worstFrame.renderMs} ms; scripts: ${z.worstFrame.scripts.join('; ') || 'none'}`)
  } finally {
    await server.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
