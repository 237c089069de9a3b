// A document upload cut at 60 % continues from where it stopped, not from zero: tus-js-client
// (the browser's client, here on Node) against the listening server, on local disk; another
// user can neither see nor continue it.
import { randomUUID } from 'node:crypto'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { demoUsers, otherSeller, propertyBody, resetPropertyTables } from '../properties/properties-test-kit'

const FILE = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1_000_000, 0x20), Buffer.from('\n%%EOF\n')])
const CHUNK = Math.ceil(FILE.length / 10)

let app: App
let base = ''
const bearer = async (user: { uid: string; id: string }) =>
  `Bearer ${(await app.identity.tokens.signAccessToken({ uid: user.uid, did: user.id, roles: { isAdmin: false, isSeller: true, isDealer: false }, sessionId: randomUUID() })).token}`

beforeAll(async () => {
  const database = await testDatabase()
  await resetPropertyTables(database)
  app = await buildTestApp({ database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('not listening')
  base = `http://127.0.0.1:${address.port}`
})
afterAll(() => app.close())

function send(input: { authorization: string; propertyId: string; uploadUrl?: string; stopAt?: number; onFirstProgress?: (bytes: number) => void }) {
  return new Promise<{ url: string; finished: boolean; answer?: { file: { path: string; size: number } } }>((resolve, reject) => {
    let first = true
    const upload: tus.Upload = new tus.Upload(FILE, {
      endpoint: `${base}/api/document-uploads`,
      ...(input.uploadUrl ? { uploadUrl: input.uploadUrl } : {}),
      chunkSize: CHUNK,
      retryDelays: [],
      headers: { authorization: input.authorization },
      metadata: { filename: 'Sale deed.pdf', filetype: 'application/pdf', propertyId: input.propertyId, documentType: 'sale_deed' },
      onProgress(bytesSent) {
        if (first) input.onFirstProgress?.(bytesSent)
        first = false
      },
      onChunkComplete(_size, accepted, total) {
        if (input.stopAt !== undefined && accepted >= total * input.stopAt) void upload.abort().then(() => resolve({ url: upload.url ?? '', finished: false }))
      },
      onSuccess: (payload) => resolve({ url: upload.url ?? '', finished: true, answer: JSON.parse(payload.lastResponse.getBody()) as { file: { path: string; size: number } } }),
      onError: reject,
    })
    upload.start()
  })
}

describe('resumable document upload', () => {
  it('continues an upload cut at 60 % from where it stopped, and keeps the whole file', async () => {
    const authorization = await bearer(otherSeller)
    const created = await app.inject({ method: 'POST', url: '/api/properties', headers: { authorization }, payload: propertyBody() })
    const propertyId = created.json<{ property: { id: string } }>().property.id

    const cut = await send({ authorization, propertyId, stopAt: 0.6 })
    expect(cut.finished).toBe(false)
    const head = await fetch(cut.url, { method: 'HEAD', headers: { authorization, 'tus-resumable': '1.0.0' } })
    const offset = Number(head.headers.get('upload-offset'))
    expect(offset).toBeGreaterThanOrEqual(FILE.length * 0.6)
    expect(offset).toBeLessThan(FILE.length)

    const stranger = await fetch(cut.url, { method: 'HEAD', headers: { authorization: await bearer(demoUsers.seller), 'tus-resumable': '1.0.0' } })
    expect(stranger.status).toBe(404)

    let resumedFrom = -1
    const resumed = await send({ authorization, propertyId, uploadUrl: cut.url, onFirstProgress: (bytes) => (resumedFrom = bytes) })
    expect(resumed.finished).toBe(true)
    expect(resumedFrom).toBeGreaterThanOrEqual(offset)
    const path = resumed.answer?.file.path ?? ''
    expect(path).toMatch(new RegExp(`^property-documents/${propertyId}/titleDeed/`))
    const stored = await app.storage.read(path)
    const chunks: Buffer[] = []
    for await (const chunk of stored) chunks.push(Buffer.from(chunk as Uint8Array))
    expect(Buffer.concat(chunks).equals(FILE)).toBe(true)
  })
})
