// Builds the app, starts the production server on a free loopback port with a fresh data dir
// and demo data, and hands its address to the journeys. Stopped with SIGTERM at the end, as an
// operator would stop it.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { accountJourneyPhones, escrowJourneyPhones, vaultAdminPhone } from './session'
import { freePort } from '../apps/server/src/test/free-port'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

const root = resolve(import.meta.dirname, '..')

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server not healthy within ${timeoutMs} ms`)
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // VITE_SCENERY_OVERRIDES=1: the production build honours ?sceneryTime=...&sceneryWeather=...
    // The journeys drive the production build; the test runner's NODE_ENV=test would make React's development build.
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_SCENERY_OVERRIDES: '1' } })
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-e2e-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const logs: string[] = []
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'warn', WEATHER_PROVIDER: 'offline', ADMIN_PHONES: [vaultAdminPhone, accountJourneyPhones.admin, escrowJourneyPhones.admin].join(','),
      // Every journey signs in from 127.0.0.1: more codes sent in an hour, and tried in five minutes, than one address may.
      OTP_SENDS_PER_IP_PER_HOUR: '1000', OTP_VERIFICATIONS_PER_IP_PER_5_MINUTES: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  try {
    await waitForHealth(baseURL, server, 180_000)
  } catch (error) {
    server.kill('SIGKILL')
    console.error(logs.join(''))
    throw error
  }
  project.provide('baseURL', baseURL)

  return async () => {
    const exited = new Promise((r) => server.once('exit', r))
    server.kill('SIGTERM')
    // The server closes in well under a second; a stuck one is killed rather than waited on.
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
