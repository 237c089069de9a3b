// What every benchmark needs to run the production server on this machine's loopback.
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../..')

/** Builds the web app and the server as `npm start` does (production React, whatever NODE_ENV the caller has). */
export function buildProduction(extraEnv = {}) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...extraEnv } })
}

/** A port nothing listens on, on 127.0.0.1. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}

/** Polls /api/health until it answers 200; returns how long that took, in ms. */
export async function waitForHealth(url, child, timeoutMs = 300_000) {
  const start = performance.now()
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return performance.now() - start
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('server never became healthy')
}
