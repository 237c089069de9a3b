// node --import tsx bench/uploads.ts [--megabytes 50] [--concurrent 5] [--photos 5] [--dir DIR] [--json FILE]
//
// Resumable uploads on local disk, over loopback: one upload of a video of --megabytes streamed in
// a single request (MB/s from the first byte sent to the server's answer, including the copy from
// the upload area into storage and the checks), then --concurrent such uploads at once, with the
// process's resident memory sampled every 20 ms (the peak over the baseline before them). Server
// and client share this process; the client generates its bytes as it sends them, so the memory
// growth is the server's. The database is the embedded one, created in a temporary folder.
// Then a phone's 12-megapixel photo (4000 × 3000 JPEG with EXIF, GPS and an orientation) through
// the server's processing (decode with the pixel limit, orient, strip, resize to 1920 px, thumbnail):
// the median of --photos runs after one warm-up. `npm run bench` runs this file with --json and
// holds the figures against its budgets (lib/budgets.mjs).
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { parseArgs } from 'node:util'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { processImage } from '../apps/server/src/modules/media/image-processing'
import { photoBytes } from '../apps/server/src/modules/media/media-test-kit'

const { values } = parseArgs({
  options: { megabytes: { type: 'string', default: '50' }, concurrent: { type: 'string', default: '5' }, photos: { type: 'string', default: '5' }, dir: { type: 'string' }, json: { type: 'string' } },
})
const size = Number(values.megabytes) * 1024 * 1024
const concurrent = Number(values.concurrent)
const dataDir = values.dir ?? mkdtempSync(join(tmpdir(), 'bench-uploads-'))

/** An MP4's first box, then zeros, made as it is read (64 KB at a time). */
function video(bytes: number): Readable {
  let sent = 0
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)])
  const block = Buffer.alloc(64 * 1024)
  return new Readable({
    read() {
      if (sent >= bytes) return this.push(null)
      const chunk = sent === 0 ? Buffer.concat([head, block.subarray(0, Math.min(block.length, bytes) - head.length)]) : block.subarray(0, Math.min(block.length, bytes - sent))
      sent += chunk.length
      this.push(chunk)
    },
  })
}

function send(options: { port: number; method: string; path: string; headers: Record<string, string>; body?: Readable }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: options.port, method: options.method, path: options.path, headers: options.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    if (options.body) options.body.pipe(req)
    else req.end()
  })
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
  const authorization = `Bearer ${token}`
  const created = await app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { authorization },
    payload: { basicInfo: { title: 'Bench flat', type: 'residential', status: 'draft' }, location: { address: { city: 'Mohali', state: 'Punjab' } } },
  })
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`)
  const propertyId = created.json<{ property: { id: string } }>().property.id
  const metadata = (name: string) =>
    [`filename ${Buffer.from(name).toString('base64')}`, `filetype ${Buffer.from('video/mp4').toString('base64')}`, `propertyId ${Buffer.from(propertyId).toString('base64')}`, `mediaType ${Buffer.from('videos').toString('base64')}`].join(',')

  async function upload(name: string): Promise<number> {
    const tus = { 'tus-resumable': '1.0.0', authorization }
    const made = await send({ port, method: 'POST', path: '/api/uploads', headers: { ...tus, 'upload-length': String(size), 'upload-metadata': metadata(name) } })
    if (made.status !== 201) throw new Error(`create: ${made.status} ${made.body}`)
    const started = performance.now()
    const done = await send({ port, method: 'PATCH', path: String(made.headers.location), headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(size) }, body: video(size) })
    if (done.status !== 200) throw new Error(`patch: ${done.status} ${done.body}`)
    return performance.now() - started
  }

  await upload('warm-up.mp4')
  const ms = await upload('single.mp4')
  const mbPerSecond = size / 1024 / 1024 / (ms / 1000)
  console.log(`one ${values.megabytes} MB upload: ${mbPerSecond.toFixed(1)} MB/s (${ms.toFixed(0)} ms)`)

  global.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrent }, (_, i) => upload(`parallel-${i}.mp4`)))
  clearInterval(sampler)
  const total = performance.now() - started
  const rssRiseMb = (peak - baseline) / 1048576
  console.log(`${concurrent} concurrent ${values.megabytes} MB uploads: ${total.toFixed(0)} ms, RSS ${(baseline / 1048576).toFixed(0)} MB before, peak +${rssRiseMb.toFixed(0)} MB`)

  const photo = await photoBytes({ width: 4000, height: 3000, orientation: 6, grain: true })
  await processImage(photo, 'jpeg')
  const photoRuns: number[] = []
  for (let i = 0; i < Number(values.photos); i++) {
    const begun = performance.now()
    await processImage(photo, 'jpeg')
    photoRuns.push(performance.now() - begun)
  }
  const photoMs = [...photoRuns].sort((a, b) => a - b)[Math.floor(photoRuns.length / 2)] ?? Number.NaN
  console.log(`a 12-megapixel photo (${(photo.length / 1048576).toFixed(1)} MB) processed: median ${photoMs.toFixed(0)} ms of ${photoRuns.length} (${photoRuns.map((r) => r.toFixed(0)).join(', ')})`)

  if (values.json) {
    const round = (n: number) => Math.round(n * 10) / 10
    writeFileSync(
      values.json,
      JSON.stringify({ megabytes: Number(values.megabytes), concurrent, mbPerSecond: round(mbPerSecond), singleMs: Math.round(ms), concurrentMs: Math.round(total), rssBeforeMb: Math.round(baseline / 1048576), rssRiseMb: round(rssRiseMb), photoMs: round(photoMs), photoRuns: photoRuns.map(round) }),
    )
  }
} finally {
  await app.close()
  if (!values.dir) rmSync(dataDir, { recursive: true, force: true })
}
