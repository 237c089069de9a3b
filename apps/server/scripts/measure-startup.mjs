// Start-up time: spawns the built server (dist/server.js) and prints the milliseconds from spawn
// to the first 200 from /api/health, then stops it with SIGTERM and checks it exits cleanly.
// node scripts/measure-startup.mjs [--data-dir DIR] [--runs N]
// Without --data-dir it uses the environment's DATA_DIR / DATABASE_URL as the server would.
// The first run on a new data dir includes creating the database; later runs measure an
// existing one.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '3' } } })

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => resolve(address.port))
    })
  })
}

/** @returns {Promise<{ healthyMs: number, stopMs: number, exit: { code: number | null, signal: string | null } }>} */
async function once() {
  const port = await freePort()
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: process.env.DEMO_DATA ?? 'true' }
  if (values['data-dir']) env.DATA_DIR = values['data-dir']
  const started = performance.now()
  const child = spawn(process.execPath, [join(root, 'dist/server.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  /** @type {number | undefined} */
  let healthyAfter
  while (healthyAfter === undefined) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.status === 200) healthyAfter = performance.now() - started
    } catch {
      // not listening yet
    }
    if (healthyAfter === undefined) await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const stopping = performance.now()
  child.kill('SIGTERM')
  const exit = await exited
  return { healthyMs: Math.round(healthyAfter), stopMs: Math.round(performance.now() - stopping), exit }
}

const results = []
for (let run = 1; run <= Number(values.runs); run++) {
  const result = await once()
  results.push(result)
  console.log(`run ${run}: healthy after ${result.healthyMs} ms; stopped in ${result.stopMs} ms with exit code ${result.exit.code}`)
  if (result.exit.code !== 0) process.exitCode = 1
}
const later = results.slice(1).map((r) => r.healthyMs).sort((a, b) => a - b)
if (later.length > 0) console.log(`existing data dir: median ${later[Math.floor(later.length / 2)]} ms to healthy`)
