// node --import tsx bench/property-with-files.ts [--megabytes 50] [--concurrent 5]
//
// A new listing created with its files in one multipart request (POST /api/properties), on local
// disk over loopback: one listing with a video of --megabytes streamed in the request (MB/s from
// the first byte sent to the server's 201, including the staging copy, the checks and the copy into
// storage), then --concurrent such listings at once with the process's resident memory sampled
// every 20 ms (the peak over the baseline before them). Server and client share this process; the
// client generates its bytes as it sends them, so the memory growth is the server's. The database
// is the embedded one, created in a temporary folder.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { parseArgs } from 'node:util'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'

const { values } = parseArgs({ options: { megabytes: { type: 'string', default: '50' }, concurrent: { type: 'string', default: '5' } } })
const size = Number(values.megabytes) * 1024 * 1024
const concurrent = Number(values.concurrent)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-property-files-'))
const boundary = 'bench-boundary'

/** The form: the property field, then one MP4 (its first box, then zeros) made as it is read. */
function form(name: string): { body: Readable; length: number } {
  const property = JSON.stringify({ basicInfo: { title: 'Bench flat', type: 'residential', status: 'draft' }, location: { address: { city: 'Mohali', state: 'Punjab' } } })
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="property"\r\n\r\n${property}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const box = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)])
  const block = Buffer.alloc(64 * 1024)
  let sent = 0
  const body = new Readable({
    read() {
      if (sent === 0) this.push(Buffer.concat([head, box]))
      if (sent >= size) return this.push(null)
      const first = sent === 0 ? box.length : 0
      const chunk = block.subarray(0, Math.min(block.length, size - sent - first))
      sent += chunk.length + first
      this.push(sent >= size ? Buffer.concat([chunk, tail]) : chunk)
    },
  })
  return { body, length: head.length + size + tail.length }
}

const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test', WEATHER_PROVIDER: 'offline' })
const app = await buildApp(config)
try {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const seller = randomUUID()
  await app.database.query(`INSERT INTO users (id, uid, phone_number, full_name, is_seller) VALUES ($1, 'bench-seller', '+919800000099', 'Bench Seller', true)`, [seller])
  const { token } = await app.identity.tokens.signAccessToken({ uid: 'bench-seller', did: seller, roles: { isAdmin: false, isSeller: true, isDealer: false }, sessionId: randomUUID() })

  function create(name: string): Promise<number> {
    const { body, length } = form(name)
    const started = performance.now()
    return new Promise((resolve, reject) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) }
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/properties', headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => (res.statusCode === 201 ? resolve(performance.now() - started) : reject(new Error(`create: ${res.statusCode} ${text}`))))
      })
      req.on('error', reject)
      body.pipe(req)
    })
  }

  await create('warm-up.mp4')
  const ms = await create('single.mp4')
  console.log(`one listing with a ${values.megabytes} MB video (multipart): ${(size / 1048576 / (ms / 1000)).toFixed(1)} MB/s (${ms.toFixed(0)} ms)`)

  global.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrent }, (_, i) => create(`parallel-${i}.mp4`)))
  clearInterval(sampler)
  console.log(`${concurrent} concurrent listings with a ${values.megabytes} MB video: ${(performance.now() - started).toFixed(0)} ms, RSS ${(baseline / 1048576).toFixed(0)} MB before, peak +${((peak - baseline) / 1048576).toFixed(0)} MB`)
} finally {
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
}
