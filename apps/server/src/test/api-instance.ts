// The production server (dist/server.js) as a child process, for tests of several instances:
// built once per test file with the server's own build script, started with the environment the
// test gives, healthy when GET /api/health answers on its loopback port.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { SERVER_ROOT } from '../config'
import { stopProcess } from './redis-server'

const START_TIMEOUT_MS = 120_000

/** Bundles src/ into dist/ (esbuild, a few seconds), as `npm run build -w @vishwas/server` does. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [join(SERVER_ROOT, 'scripts/build.mjs'), '--quiet'], { cwd: SERVER_ROOT, stdio: 'inherit' })
}

export type ApiInstance = {
  port: number
  url: string
  /** Everything the process printed so far (its log). */
  output(): string
  /** SIGTERM, as an operator stops it; resolves when it has exited. */
  stop(): Promise<void>
}

function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [join(SERVER_ROOT, 'dist/server.js')], {
    cwd: SERVER_ROOT,
    // Offline weather: tests never reach the internet (the default, auto, would ask Open-Meteo).
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', WEATHER_PROVIDER: 'offline', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return { child, output: () => text }
}

/** Starts dist/server.js on `env.PORT` and waits until it is healthy. */
export async function startApiInstance(env: Record<string, string> & { PORT: string }): Promise<ApiInstance> {
  const { child, output } = spawnServer({ HOST: '127.0.0.1', ...env })
  const url = `http://127.0.0.1:${env.PORT}`
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${env.PORT} exited with code ${child.exitCode}:\n${output()}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL')
      throw new Error(`the server on port ${env.PORT} was not healthy within ${START_TIMEOUT_MS} ms:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { port: Number(env.PORT), url, output, stop: () => stopProcess(child) }
}

/** Runs dist/server.js expecting it to refuse to start; resolves with its exit code and output. */
export function runFailingApiInstance(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer({ HOST: '127.0.0.1', ...env })
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS)
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output: output() })
    })
  })
}
