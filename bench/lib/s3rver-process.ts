// An S3-compatible server (s3rver) on 127.0.0.1 in a process of its own, for benchmarks that
// measure this process's memory: a free port, one bucket, its files in a temporary folder.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const child = `
import S3rver from 's3rver'
const [port, directory] = process.argv.slice(1)
await new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory, configureBuckets: [{ name: 'bench' }] }).run()
console.log('ready')
`

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** The server's configuration for the app (STORAGE=s3 …) and how to stop it. */
export async function startS3rverProcess(): Promise<{ env: Record<string, string>; stop(): void }> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-s3rver-'))
  const port = await freePort()
  const server = spawn(process.execPath, ['--input-type=module', '-e', child, String(port), directory], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
    server.on('exit', (code) => reject(new Error(`s3rver exited (${String(code)})`)))
  })
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'bench',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  return {
    env,
    stop() {
      server.kill()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
