// A listing created with its files, on the embedded engine and PostgreSQL: files kept under the
// reference's path and the media list made from them in upload order; a file over its limit
// refused (413) without reading past the limit; a hostile file or a refused listing leaves
// nothing stored and no listing.
import { Readable } from 'node:stream'
import { join } from 'node:path'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { messages, type Property } from '@vishwas/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { FileStorage } from '../../providers/storage/file-storage'
import { createPropertiesRepository } from '../properties/properties.repository'
import { demoUsers, propertyBody, usePropertyKit } from '../properties/properties-test-kit'
import { pdfBytes, photoBytes } from './media-test-kit'
import { createMediaRepository } from './media.repository'
import { createPropertyWithFiles, propertyWithFilesMessages, type PropertyFormPart } from './property-with-files.service'

// Real pictures: photos are decoded and re-encoded when they land.
const frontPhoto = await photoBytes()
const hallPhoto = await photoBytes({ width: 320, height: 240 })
const sitePlan = await photoBytes({ width: 800, height: 600, format: 'png' })

const kit = usePropertyKit()
const stagingDir = mkdtempSync(join(tmpdir(), 'listing-files-'))
afterAll(() => rmSync(stagingDir, { recursive: true, force: true }))

const seller: AuthContext = { uid: demoUsers.seller.uid, did: demoUsers.seller.id, roles: { isAdmin: false, isSeller: true, isDealer: false }, exp: 0 }
const buyer: AuthContext = { uid: demoUsers.buyer.uid, did: demoUsers.buyer.id, roles: { isAdmin: false, isSeller: false, isDealer: false }, exp: 0 }

/** The app's storage, remembering every path something was put under. */
function recordingStorage(): { storage: FileStorage; puts: string[] } {
  const puts: string[] = []
  const storage = kit.app.storage
  return { puts, storage: { ...storage, put: (path, body, options) => (puts.push(path), storage.put(path, body, options)) } }
}

const field = (value: unknown): PropertyFormPart => ({ kind: 'field', name: 'property', value: JSON.stringify(value) })
const upload = (filename: string, contentType: string, bytes: Buffer | Readable): PropertyFormPart => ({
  kind: 'file',
  name: 'files',
  filename,
  contentType,
  stream: Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes,
})

async function* listOf(...parts: PropertyFormPart[]) {
  for (const part of parts) yield await Promise.resolve(part)
}

function create(auth: AuthContext, parts: AsyncIterable<PropertyFormPart>, storage: FileStorage = kit.app.storage) {
  const deps = { media: createMediaRepository(kit.database), properties: createPropertiesRepository(kit.database), storage }
  return createPropertyWithFiles({ deps, auth, parts, stagingDir, now: new Date() })
}

const reference = 'PROP-LZ1ABC-X9K2Q'
const listingsWith = async (ref: string) => (await kit.database.query('SELECT id FROM properties WHERE reference = $1', [ref])).length
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown)
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

describe('a listing created with its files', () => {
  it('keeps the files under the reference’s path and makes the media list from them in upload order', async () => {
    const property: Property = await create(
      seller,
      listOf(field(propertyBody({ reference })), upload('front.jpg', 'image/jpeg', frontPhoto), upload('site plan.png', 'image/png', sitePlan), upload('hall.jpg', 'image/jpeg', hallPhoto)),
    )
    expect(property.reference).toBe(reference)
    expect(property.media.map((m) => [m.type, m.title, m.order])).toEqual([
      ['image', 'front.jpg', 0],
      ['image', 'site plan.png', 1],
      ['image', 'hall.jpg', 2],
    ])
    for (const item of property.media) {
      expect(item.url).toMatch(new RegExp(`^/api/files/property-media/${reference}/images/`))
      const served = await kit.app.inject(item.url)
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.includes('GPS')).toBe(false)
    }
  })

  it('refuses a photo past 10 MB with 413 and SPEC’s message without reading further, and removes the files kept before it', async () => {
    let pulled = 0
    const endless = new Readable({
      read() {
        pulled += 1
        this.push(Buffer.alloc(1024 * 1024, pulled === 1 ? 0xff : 0))
      },
    })
    const { storage, puts } = recordingStorage()
    const error = await refusal(create(seller, listOf(field(propertyBody({ reference })), upload('front.jpg', 'image/jpeg', frontPhoto), upload('huge.jpg', 'image/jpeg', endless)), storage))
    expect(error.statusCode).toBe(413)
    expect(error.message).toBe(messages.imageTooLarge)
    expect(error.errors).toEqual([{ path: 'files.1', message: `huge.jpg: ${messages.imageTooLarge}` }])
    // 10 MB and the stream's read-ahead, not the endless rest.
    expect(pulled).toBeLessThan(14)
    // The first photo and its thumbnail were kept, then both removed.
    expect(puts).toHaveLength(2)
    for (const path of puts) expect(await kit.app.storage.stat(path)).toBeUndefined()
    expect(await listingsWith(reference)).toBe(0)
    expect(readdirSync(stagingDir)).toEqual([])
  })

  it.each([
    ['a PDF renamed .jpg', upload('deed.jpg', 'image/jpeg', pdfBytes()), 415, messages.imageUnsupported],
    ['an SVG with a script', upload('plan.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415, messages.imageUnsupported],
    ['a file named ../../etc/passwd', upload('../../etc/passwd', 'application/octet-stream', Buffer.from('root:x:0:0\n')), 415, messages.imageUnsupported],
    ['a name with a NUL byte', upload('front\u0000.jpg', 'image/jpeg', frontPhoto), 400, 'File name must be plain text on one line'],
  ])('refuses %s with its message, named, and keeps nothing', async (_what, hostile, status, message) => {
    const { storage, puts } = recordingStorage()
    const error = await refusal(create(seller, listOf(field(propertyBody({ reference })), upload('front.jpg', 'image/jpeg', frontPhoto), hostile), storage))
    expect(error.statusCode).toBe(status)
    expect(error.message).toContain(message)
    expect(error.errors?.[0]?.path).toBe('files.1')
    for (const path of puts) expect(await kit.app.storage.stat(path)).toBeUndefined()
    expect(await listingsWith(reference)).toBe(0)
  })

  it('removes the stored files when the listing itself is refused', async () => {
    const { storage, puts } = recordingStorage()
    const body = propertyBody({ reference, location: { address: { state: 'Punjab' } } })
    const error = await refusal(create(seller, listOf(field(body), upload('front.jpg', 'image/jpeg', frontPhoto)), storage))
    expect(error.statusCode).toBe(400)
    // The first photo and its thumbnail were kept, then both removed.
    expect(puts).toHaveLength(2)
    for (const path of puts) expect(await kit.app.storage.stat(path)).toBeUndefined()
    expect(await listingsWith(reference)).toBe(0)
  })

  it('refuses a buyer, a taken reference and a body without the property first before reading a file', async () => {
    let read = false
    const watched = () => upload('front.jpg', 'image/jpeg', new Readable({ read() { read = true; this.push(null) } }))
    expect((await refusal(create(buyer, listOf(field(propertyBody()), watched())))).statusCode).toBe(403)
    await create(seller, listOf(field(propertyBody({ reference }))))
    const taken = await refusal(create(seller, listOf(field(propertyBody({ reference })), watched())))
    expect(taken.statusCode).toBe(409)
    const noProperty = await refusal(create(seller, listOf(watched())))
    expect(noProperty.message).toBe(propertyWithFilesMessages.propertyFirst)
    expect((await refusal(create(seller, listOf({ kind: 'field', name: 'property', value: '{not json' })))).message).toBe(messages.invalidJsonData)
    expect(read).toBe(false)
  })
})
