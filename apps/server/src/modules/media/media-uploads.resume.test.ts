// An upload cut at 60 % continues from where it stopped, not from zero: tus-js-client (the
// browser's client, here on Node) against the listening server, on local disk and on an
// S3-compatible bucket (s3rver on 127.0.0.1, S3 multipart behind the upload store).
import { randomUUID } from 'node:crypto'
import type { MediaItem } from '@vishwas/domain'
import sharp from 'sharp'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { startS3Server, type TestS3Server } from '../../test/s3-server'
import { demoUsers, otherSeller, propertyBody, resetPropertyTables } from '../properties/properties-test-kit'
import { photoBytes } from './media-test-kit'

// A real photo of about 1 MB (it is decoded and re-encoded when it lands), sent in 10 chunks.
const FILE = await photoBytes({ width: 1000, height: 800 })
const CHUNK = Math.ceil(FILE.length / 10)

type Started = { app: App; base: string; authorization: string; database: DatabaseHandle }

async function start(env: Record<string, string>): Promise<Started> {
  const database = await testDatabase()
  await resetPropertyTables(database)
  const app = await buildTestApp({ database, env })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('not listening')
  const { token } = await app.identity.tokens.signAccessToken({ uid: otherSeller.uid, did: otherSeller.id, roles: { isAdmin: false, isSeller: true, isDealer: false }, sessionId: randomUUID() })
  return { app, base: `http://127.0.0.1:${address.port}`, authorization: `Bearer ${token}`, database }
}

/** Sends FILE until `stopAt` of it is acknowledged (then drops the connection), or to the end. */
function send(s: Started, options: { propertyId: string; uploadUrl?: string; stopAt?: number; onFirstProgress?: (bytes: number) => void }) {
  return new Promise<{ url: string; finished: boolean; answer?: { media?: MediaItem } }>((resolve, reject) => {
    let first = true
    const upload: tus.Upload = new tus.Upload(FILE, {
      endpoint: `${s.base}/api/uploads`,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      chunkSize: CHUNK,
      retryDelays: [],
      headers: { authorization: s.authorization },
      metadata: { filename: 'terrace.jpg', filetype: 'image/jpeg', propertyId: options.propertyId, mediaType: 'images' },
      onProgress(bytesSent) {
        if (first) options.onFirstProgress?.(bytesSent)
        first = false
      },
      onChunkComplete(_size, accepted, total) {
        if (options.stopAt !== undefined && accepted >= total * options.stopAt) {
          void upload.abort().then(() => resolve({ url: upload.url ?? '', finished: false }))
        }
      },
      onSuccess(payload) {
        resolve({ url: upload.url ?? '', finished: true, answer: JSON.parse(payload.lastResponse.getBody()) as { media?: MediaItem } })
      },
      onError: reject,
    })
    upload.start()
  })
}

function resumeSuite(name: string, env: () => Record<string, string>) {
  describe(`resumable upload on ${name}`, () => {
    let s: Started
    beforeAll(async () => {
      s = await start(env())
    })
    afterAll(() => s.app.close())

    it('continues an upload cut at 60 % from where it stopped, and keeps the whole file', async () => {
      const created = await s.app.inject({ method: 'POST', url: '/api/properties', headers: { authorization: s.authorization }, payload: propertyBody() })
      const propertyId = created.json<{ property: { id: string } }>().property.id

      const cut = await send(s, { propertyId, stopAt: 0.6 })
      expect(cut.finished).toBe(false)
      const head = await fetch(cut.url, { method: 'HEAD', headers: { authorization: s.authorization, 'tus-resumable': '1.0.0' } })
      const offset = Number(head.headers.get('upload-offset'))
      expect(offset).toBeGreaterThanOrEqual(FILE.length * 0.6)
      expect(offset).toBeLessThan(FILE.length)

      // Another user can neither see nor continue it.
      const { token } = await s.app.identity.tokens.signAccessToken({ uid: demoUsers.seller.uid, did: demoUsers.seller.id, roles: { isAdmin: false, isSeller: true, isDealer: false }, sessionId: randomUUID() })
      const stranger = await fetch(cut.url, { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } })
      expect(stranger.status).toBe(404)

      let resumedFrom = -1
      const resumed = await send(s, { propertyId, uploadUrl: cut.url, onFirstProgress: (bytes) => (resumedFrom = bytes) })
      expect(resumed.finished).toBe(true)
      // The first progress of the resumed session is counted from the stored offset, not from zero.
      expect(resumedFrom).toBeGreaterThanOrEqual(offset)
      const media = resumed.answer?.media
      // The whole picture arrived: the kept photo (re-encoded at 0.85) is the sent one pixel for
      // pixel within the encoder's error (about 9 levels on this noise; a picture cut at 60 %
      // would be grey below, over 30 on average).
      const served = Buffer.from(await (await fetch(`${s.base}${media?.url ?? ''}`)).arrayBuffer())
      const [sent, kept] = await Promise.all([sharp(FILE).raw().toBuffer(), sharp(served).raw().toBuffer()])
      expect(kept.length).toBe(sent.length)
      const difference = sent.reduce((sum, value, i) => sum + Math.abs(value - (kept[i] ?? 0)), 0) / sent.length
      expect(difference).toBeLessThan(15)
    })
  })
}

resumeSuite('local disk', () => ({}))

let s3: TestS3Server | undefined
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3?.stop())
resumeSuite('S3', () => {
  if (!s3) throw new Error('the S3 server did not start')
  return s3.env
})
