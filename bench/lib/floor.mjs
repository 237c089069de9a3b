// The bare node:http floor (http-floor-server.ts) as a process of its own, as the real server
// runs: `npm run bench` loads it beside the server for the "our p50 / floor p50" budget, and
// `npm run bench:floor` for its rounds. PostgreSQL only: the embedded engine is one process.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { productionEnv, root } from './server.mjs'

/**
 * Starts the floor for `endpoints` (it captures their SQL and answers through the app first);
 * resolves once it listens. `dir` holds its plan file; `nodeArgs` go to node (a CPU profile's
 * flags); `framework: 'fastify'` answers from a bare Fastify instead of node:http.
 */
export async function startFloor(env, endpoints, dir, { nodeArgs = [], framework } = {}) {
  const planFile = join(dir, 'floor-plan.json')
  writeFileSync(planFile, JSON.stringify({ endpoints }))
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'bench/lib/http-floor-server.ts'), planFile, ...(framework ? [framework] : [])], {
    cwd: root,
    env: productionEnv(env),
    stdio: ['ignore', 'pipe', 2],
  })
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code}) before it listened`)))
    createInterface({ input: child.stdout }).on('line', (line) => {
      const found = /^PORT (\d+)$/.exec(line)
      if (found) resolve(found[1])
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}
