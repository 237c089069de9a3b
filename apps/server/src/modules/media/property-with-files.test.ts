// POST /api/properties as multipart/form-data (SPEC §7, POST /properties with files), on the
// embedded engine and PostgreSQL: the property as a JSON field, then its files, in one request.
// A listing with photos and a video gets them in order with thumbnails; a buyer and a body that
// says it is too large are refused before a file byte is sent (over a real socket, with the
// connection closed); a hostile or oversized file and a malformed body keep nothing (no listing,
// no stored file, nothing staged) and are never a 500; the JSON create is as it was.
import { readdirSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { messages, type Property } from '@vishwas/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEXT_HYGIENE_MESSAGE } from '../../lib/holdable-text'
import { testConfig } from '../../test/test-app'
import { createAs, propertyBody, propertyOf, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { hasGpsPosition, pdfBytes, photoBytes } from './media-test-kit'
import { newPropertyStagingDir, propertyFormMessages } from './property-form-parts'
import { propertyWithFilesMessages } from './property-with-files.service'

// Real pictures: photos are decoded and re-encoded when they land.
const frontPhoto = await photoBytes()
const hallPhoto = await photoBytes({ width: 320, height: 240, format: 'png' })
/** An MP4's first box, then its data. */
const tourVideo = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12), Buffer.alloc(64 * 1024, 7)])

const kit = usePropertyKit()
const stagingDir = newPropertyStagingDir(testConfig())
const staged = () => {
  try {
    return readdirSync(stagingDir)
  } catch {
    return []
  }
}

type FormFile = { filename: string; type: string; bytes: Buffer }
const file = (filename: string, type: string, bytes: Buffer): FormFile => ({ filename, type, bytes })

/** The property as a JSON field, then the files, encoded by the platform's FormData (as a browser does). */
async function listingForm(property: unknown, files: FormFile[] = []): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData()
  form.append('property', JSON.stringify(property))
  for (const { filename, type, bytes } of files) form.append('files', new Blob([bytes], { type }), filename)
  const request = new Request('http://localhost/api/properties', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' }
}

function send(caller: Caller | null, body: { payload: Buffer; contentType: string }) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { ...(caller ? kit.headers[caller] : {}), 'content-type': body.contentType },
    payload: body.payload,
  })
}

let serial = 0
beforeAll(() => {
  serial = Date.now() % 1_000_000
})
const nextReference = () => `PROP-MP${(serial++).toString(36).toUpperCase()}-FILES`

/** Nothing of the listing is kept: no row, no stored file under its reference, nothing staged. */
async function expectNothingKept(ref: string) {
  expect(await kit.database.query('SELECT id FROM properties WHERE reference = $1', [ref])).toEqual([])
  const stored: string[] = []
  for await (const listed of kit.app.storage.list(`property-media/${ref}/`)) stored.push(listed.path)
  expect(stored).toEqual([])
  expect(staged()).toEqual([])
}

describe('a listing created with its files in one multipart request', () => {
  it('keeps two photos and a video in upload order, photos with thumbnails and without GPS, and answers as the JSON create', async () => {
    const reference = nextReference()
    const response = await send(
      'seller',
      await listingForm(propertyBody({ reference }), [file('front.jpg', 'image/jpeg', frontPhoto), file('hall.png', 'image/png', hallPhoto), file('tour.mp4', 'video/mp4', tourVideo)]),
    )
    expect(response.statusCode).toBe(201)
    const property = propertyOf(response)
    expect(property.reference).toBe(reference)
    expect(property.media.map((m) => [m.type, m.title, m.order])).toEqual([
      ['image', 'front.jpg', 0],
      ['image', 'hall.png', 1],
      ['video', 'tour.mp4', 2],
    ])
    const [front, hall, tour] = property.media
    for (const photo of [front, hall]) {
      expect(photo?.url).toMatch(new RegExp(`^/api/files/property-media/${reference}/images/`))
      expect(photo?.thumbnail).toMatch(/\.thumb\.jpeg$/)
      const thumbnail = await kit.app.inject(photo?.thumbnail ?? '')
      expect(thumbnail.statusCode).toBe(200)
      expect(thumbnail.headers['content-type']).toBe('image/jpeg')
    }
    const served = await kit.app.inject(front?.url ?? '')
    expect(served.statusCode).toBe(200)
    expect(await hasGpsPosition(served.rawPayload)).toBe(false)
    expect(tour?.url).toMatch(new RegExp(`^/api/files/property-media/${reference}/videos/`))
    expect((await kit.app.inject(tour?.url ?? '')).rawPayload.equals(tourVideo)).toBe(true)
    // The stored listing says the same.
    const read = await kit.app.inject({ url: `/api/properties/${reference}`, headers: kit.headers.seller })
    expect(read.json<{ property: Property }>().property.media).toEqual(property.media)
    expect(staged()).toEqual([])
  })

  it('takes a listing without files, the property field sent as application/json', async () => {
    const boundary = 'vishwas-json-field'
    const json = JSON.stringify(propertyBody())
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="property"\r\nContent-Type: application/json\r\n\r\n${json}\r\n--${boundary}--\r\n`)
    const response = await send('seller', { payload, contentType: `multipart/form-data; boundary=${boundary}` })
    expect(response.statusCode).toBe(201)
    expect(propertyOf(response).media).toEqual([])
  })

  it('keeps the JSON create as it was', async () => {
    const property = await createAs(kit, 'seller')
    expect(property.media).toEqual([])
    const empty = await kit.app.inject({ method: 'POST', url: '/api/properties', headers: kit.headers.seller })
    expect(empty.statusCode).toBe(400)
    expect(empty.json<{ code: string }>().code).toBe('VALIDATION_ERROR')
    const signedOut = await kit.app.inject({ method: 'POST', url: '/api/properties', payload: propertyBody() })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.headers.connection).not.toBe('close')
  })
})

describe('refusals before a file byte is sent, over a real connection', () => {
  let port = 0
  beforeAll(async () => {
    await kit.app.listen({ port: 0, host: '127.0.0.1' })
    port = (kit.app.server.address() as AddressInfo).port
  })

  type Answer = { status: number; headers: IncomingHttpHeaders; body: string }
  /** Sends the headers and `first` of the body, and nothing more until the server answers. */
  function sendUntilAnswered(headers: Record<string, string>, first: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let answered = false
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/properties', headers })
      request.on('response', (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') })
          request.destroy()
        })
      })
      // The server closes the connection once it has answered: the unsent rest cannot follow.
      request.on('error', (error) => {
        if (!answered) reject(error)
      })
      request.flushHeaders()
      if (first.length > 0) request.write(first)
    })
  }

  it('refuses a buyer (403) as soon as the property has arrived, with the connection closed and no listing', async () => {
    const ref = nextReference()
    const body = await listingForm(propertyBody({ reference: ref }), [file('front.jpg', 'image/jpeg', frontPhoto)])
    // Everything up to the file part's headers; the photo's bytes are never sent.
    const fileHeaders = body.payload.indexOf('filename="front.jpg"')
    const answer = await sendUntilAnswered({ ...kit.headers.buyer, 'content-type': body.contentType, 'content-length': String(body.payload.length) }, body.payload.subarray(0, fileHeaders))
    expect(answer.status).toBe(403)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'FORBIDDEN' })
    await expectNothingKept(ref)
  })

  it('refuses a body that says it is larger than any listing with its files (413, SPEC’s message) before reading it', async () => {
    const { contentType } = await listingForm(propertyBody())
    const answer = await sendUntilAnswered({ ...kit.headers.seller, 'content-type': contentType, 'content-length': String(4 * 1024 ** 3) }, Buffer.alloc(0))
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    const envelope = JSON.parse(answer.body) as { message: string; errors: { message: string }[] }
    expect(envelope.message).toBe(messages.videoTooLarge)
    expect(envelope.errors[0]?.message).toMatch(/^A new property with its files is at most 3001 MB/)
  })
})

describe('refused files keep nothing', () => {
  it('refuses a PDF renamed .jpg with SPEC’s message, after a good photo, and keeps neither nor the listing', async () => {
    const ref = nextReference()
    const response = await send('seller', await listingForm(propertyBody({ reference: ref }), [file('front.jpg', 'image/jpeg', frontPhoto), file('deed.jpg', 'image/jpeg', pdfBytes())]))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false, message: messages.imageUnsupported, errors: [{ path: 'files.1', message: `deed.jpg: ${messages.imageUnsupported}` }] })
    expect(response.headers.connection).toBe('close')
    await expectNothingKept(ref)
  })

  it('refuses a photo past 10 MB with 413 and SPEC’s message, and keeps nothing', async () => {
    const ref = nextReference()
    const huge = Buffer.concat([frontPhoto.subarray(0, 2), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const response = await send('seller', await listingForm(propertyBody({ reference: ref }), [file('front.jpg', 'image/jpeg', frontPhoto), file('huge.jpg', 'image/jpeg', huge)]))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ message: messages.imageTooLarge, errors: [{ path: 'files.1', message: `huge.jpg: ${messages.imageTooLarge}` }] })
    expect(response.headers.connection).toBe('close')
    await expectNothingKept(ref)
  })

  it('refuses a 31st file with the service’s message and removes the 30 kept before it', async () => {
    const ref = nextReference()
    const tiny = await photoBytes({ width: 16, height: 16 })
    const files = Array.from({ length: 31 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg', tiny))
    const response = await send('seller', await listingForm(propertyBody({ reference: ref }), files))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: propertyWithFilesMessages.tooManyFiles })
    await expectNothingKept(ref)
  })
})

describe('a malformed multipart body is a 400, never a 500', () => {
  const boundary = 'vishwas-boundary'
  const contentType = `multipart/form-data; boundary=${boundary}`
  const propertyPart = (json: string) => `--${boundary}\r\nContent-Disposition: form-data; name="property"\r\n\r\n${json}\r\n`
  const filePart = (name: string, type: string) => `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`

  it.each([
    ['a body cut off inside a file', () => Buffer.concat([Buffer.from(propertyPart(JSON.stringify(propertyBody({ reference: 'PROP-CUTOFF-FILES' }))) + filePart('front.jpg', 'image/jpeg')), frontPhoto.subarray(0, 5000)]), contentType, propertyFormMessages.malformed],
    ['no boundary in the content type', () => Buffer.from(propertyPart('{}')), 'multipart/form-data', propertyFormMessages.malformed],
    ['a part without its headers’ end', () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="property"`), contentType, propertyFormMessages.malformed],
    ['no parts at all', () => Buffer.alloc(0), contentType, propertyWithFilesMessages.propertyFirst],
    ['a file before the property', () => Buffer.from(`${filePart('front.jpg', 'image/jpeg')}x\r\n--${boundary}--\r\n`), contentType, propertyWithFilesMessages.propertyFirst],
    ['a property that is no JSON', () => Buffer.from(`${propertyPart('{not json')}--${boundary}--\r\n`), contentType, messages.invalidJsonData],
    ['a second field after the property', () => Buffer.from(`${propertyPart(JSON.stringify(propertyBody()))}${propertyPart('{}')}--${boundary}--\r\n`), contentType, propertyWithFilesMessages.unexpectedField],
    ['a property with a NUL character', () => Buffer.from(`${propertyPart(JSON.stringify(propertyBody({ description: 'a\u0000b' })))}--${boundary}--\r\n`), contentType, TEXT_HYGIENE_MESSAGE],
    ['a property nested 40 levels deep', () => Buffer.from(`${propertyPart(`{"a":${'['.repeat(40)}${']'.repeat(40)}}`)}--${boundary}--\r\n`), contentType, 'JSON bodies may nest at most 32 levels of objects and arrays'],
  ])('answers %s with 400 and its message, keeping nothing', async (_what, payload, type, message) => {
    const response = await send('seller', { payload: payload(), contentType: type })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(response.headers.connection).toBe('close')
    expect(await kit.database.query('SELECT id FROM properties')).toEqual([])
    expect(staged()).toEqual([])
  })
})

describe('the OpenAPI document', () => {
  it('documents the multipart body beside the JSON one', async () => {
    const document = (await kit.app.inject('/api/openapi.json')).json<{ paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> }>()
    const content = document.paths['/api/properties']?.post?.requestBody.content ?? {}
    expect(Object.keys(content)).toEqual(['application/json', 'multipart/form-data'])
    expect(Object.keys(content['multipart/form-data']?.schema.properties ?? {})).toEqual(['property', 'files'])
  })
})
