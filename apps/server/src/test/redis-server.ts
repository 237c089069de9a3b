// A throwaway Redis for a test: Debian's redis-server on a free loopback port, in a temp dir,
// with no persistence (no RDB snapshot, no append-only file), stopped by the test.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'
import { REDIS_SERVER_PATH } from './system-binary'

const START_TIMEOUT_MS = 20_000
const STOP_TIMEOUT_MS = 10_000

export type RedisServer = {
  port: number
  url: string
  /** Stops the server (SIGTERM, then SIGKILL if it hangs) and removes its temp dir. */
  stop(): Promise<void>
}

/** Resolves when `child` prints `ready`; rejects if it exits first or takes too long. */
export function waitForOutput(child: ChildProcess, ready: string, what: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(ready)) finish()
    }
    const onExit = (code: number | null) => finish(new Error(`${what} exited (code ${code}) before it was ready:\n${output}`))
    const timer = setTimeout(() => finish(new Error(`${what} was not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs)
    function finish(error?: Error) {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

/** Sends `signal`, waits for the exit, and kills the process if it has not gone in time. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

/** Starts redis-server on `port` (a free one by default). */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-redis-'))
  const child = spawn(
    REDIS_SERVER_PATH,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  try {
    await waitForOutput(child, 'Ready to accept connections', `redis-server on port ${chosen}`)
  } catch (error) {
    await stopProcess(child, 'SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  // Keep the pipes drained so a chatty server never blocks on a full pipe.
  child.stdout.resume()
  child.stderr.resume()
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    async stop() {
      await stopProcess(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
