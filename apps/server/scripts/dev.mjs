// npm run dev -w @vishwas/server: rebuilds on every change and restarts the server. The old
// server is stopped (SIGTERM, graceful) and has exited before the new one starts, so two
// processes never hold the embedded database at once.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { esbuildOptions, serverRoot } from './esbuild-options.mjs'

/** @type {import('node:child_process').ChildProcess | undefined} */
let server
let restarting = Promise.resolve()

function stop() {
  const running = server
  server = undefined
  if (!running || running.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    running.once('exit', () => resolve(undefined))
    running.kill('SIGTERM')
  })
}

function restart() {
  restarting = restarting.then(async () => {
    await stop()
    server = spawn(process.execPath, ['--enable-source-maps', join(serverRoot, 'dist/server.js')], { stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' } })
  })
}

const context = await esbuild.context({
  ...esbuildOptions({ quiet: true }),
  plugins: [
    {
      name: 'restart-server',
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length > 0) console.error('build failed; the server keeps running the last good build')
          else restart()
        })
      },
    },
  ],
})
await context.watch()
console.log('watching apps/server/src and packages/domain/src')

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void context
      .dispose()
      .then(() => restarting)
      .then(stop)
      .then(() => process.exit(0))
  })
}
