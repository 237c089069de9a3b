// The sweeps, on the embedded engine and PostgreSQL, over real uploads and stored files: an
// upload abandoned for a day goes (so does a new listing's file a crash left in the upload
// folder's new-properties folder) and one in progress stays; a stored file goes only when it is
// older than a day and nobody references it (a media item, its thumbnail, a deleted listing that
// can still be restored), and a root no source owns is never swept. Also the purge of deleted
// listings as a scheduled job, with its files.
import { existsSync } from 'node:fs'
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { documentStoragePath, mediaStoragePath, type Property } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadStagingDir } from '../lib/resumable-uploads'
import { jpegBytes, photoBytes, uploadFile } from '../modules/media/media-test-kit'
import { newPropertyStagingDir } from '../modules/media/property-form-parts'
import { createAs, requestAs, usePropertyKit } from '../modules/properties/properties-test-kit'
import { createS3Storage } from '../providers/storage/s3-storage'
import type { FileStorage } from '../providers/storage/file-storage'
import { startS3Server, type TestS3Server } from '../test/s3-server'
import { testConfig } from '../test/test-app'
import { createFileReferences } from './file-references.repository'
import { DAY_MS } from './job-schedule'
import { sweepStagedUploads } from './sweep-staged-uploads'
import { sweepStoredFiles } from './sweep-stored-files'

const kit = usePropertyKit()
const config = testConfig()
const staging = uploadStagingDir(config)
if (config.storage.kind !== 'disk') throw new Error('the sweep tests age files on the disk store')
const filesDir = config.storage.dir
const twoDaysAgo = () => new Date(Date.now() - 2 * DAY_MS)
const age = (...files: string[]) => Promise.all(files.map((file) => utimes(file, twoDaysAgo(), twoDaysAgo())))
const ageStored = (...paths: string[]) => age(...paths.map((path) => join(filesDir, path)))
const isStored = async (path: string) => (await kit.app.storage.stat(path)) !== undefined
const sweepFiles = () => sweepStoredFiles({ storage: kit.app.storage, references: createFileReferences(kit.database), now: new Date() })

type Uploaded = { media?: { id: string }; file: { path: string } }
async function photo(property: Property, register: boolean): Promise<string> {
  const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'images', filename: 'front.jpg', filetype: 'image/jpeg', bytes: await photoBytes(), register })
  expect(response.statusCode).toBe(200)
  return response.json<Uploaded>().file.path
}

/** An upload created (tus POST) with none of its bytes sent: its id. */
async function startedUpload(property: Property): Promise<string> {
  const metadata = `filename ${Buffer.from('plan.jpg').toString('base64')},propertyId ${Buffer.from(property.id).toString('base64')},mediaType ${Buffer.from('images').toString('base64')}`
  const created = await kit.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...kit.headers.seller, 'tus-resumable': '1.0.0', 'upload-length': '5000', 'upload-metadata': metadata } })
  expect(created.statusCode).toBe(201)
  return (created.headers.location as string).split('/').pop() ?? ''
}
const headOf = (id: string) => kit.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: { ...kit.headers.seller, 'tus-resumable': '1.0.0' } })

describe('the sweep of abandoned uploads', () => {
  it('removes an upload nobody wrote to for a day, both its files, and keeps one in progress', async () => {
    const property = await createAs(kit, 'seller')
    const abandoned = await startedUpload(property)
    const going = await startedUpload(property)
    await age(join(staging, abandoned), join(staging, `${abandoned}.json`))
    expect((await headOf(abandoned)).statusCode).toBe(200)
    expect(await sweepStagedUploads({ directory: staging, now: new Date() })).toBe(1)
    expect((await headOf(abandoned)).statusCode).toBe(404)
    expect((await headOf(going)).statusCode).toBe(200)
    expect(await sweepStagedUploads({ directory: join(staging, 'not-there'), now: new Date() })).toBe(0)
  })

  it('removes a new listing’s file a crash left in its folder a day ago, and keeps one still arriving', async () => {
    const folder = newPropertyStagingDir(config)
    await mkdir(folder, { recursive: true })
    const left = join(folder, 'left-behind.part')
    const arriving = join(folder, 'arriving.part')
    await writeFile(left, 'bytes')
    await writeFile(arriving, 'bytes')
    await age(left)
    expect(await sweepStagedUploads({ directory: staging, now: new Date() })).toBe(1)
    expect(existsSync(left)).toBe(false)
    expect(existsSync(arriving)).toBe(true)
    await rm(arriving)
  })
})

describe('the sweep of stored files nobody references', () => {
  it('removes only old files that no media item, thumbnail, document or restorable listing references', async () => {
    const property = await createAs(kit, 'seller')
    const registered = await photo(property, true)
    const neverRegistered = await photo(property, false)
    const justUploaded = await photo(property, false)
    // A thumbnail referenced by its media item.
    const thumbnail = mediaStoragePath(property.id, 'images', '1700000000000-abc123-front.thumb.jpeg')
    await kit.app.storage.put(thumbnail, Readable.from([jpegBytes(30, 30)]), { contentType: 'image/jpeg', size: jpegBytes(30, 30).length })
    await kit.database.query('UPDATE property_media SET thumbnail_path = $1 WHERE path = $2', [thumbnail, registered])
    // A document file no document names (the vault's root is swept as the media's is).
    const deed = documentStoragePath(property.id, 'titleDeed', '1700000000000-abc123-deed.pdf')
    await kit.app.storage.put(deed, Readable.from([Buffer.from('%PDF-1.4')]), { contentType: 'application/pdf', size: 8 })
    // A listing in the trash (restorable for 30 days): its files stay, registered or not.
    const deleted = await createAs(kit, 'seller')
    const deletedPhoto = await photo(deleted, true)
    const deletedLoose = await photo(deleted, false)
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${deleted.reference}` })).statusCode).toBe(200)

    await ageStored(registered, neverRegistered, thumbnail, deed, deletedPhoto, deletedLoose)
    expect(await sweepFiles()).toBe(2)
    expect(await isStored(neverRegistered)).toBe(false)
    expect(await isStored(deed)).toBe(false)
    for (const kept of [registered, justUploaded, thumbnail, deletedPhoto, deletedLoose]) expect(await isStored(kept), kept).toBe(true)
    // The listing's page still serves its photo.
    expect((await kit.app.inject(`/api/files/${registered}`)).statusCode).toBe(200)
    expect(await sweepFiles()).toBe(0)
  })

  it('takes a listing’s files once it is purged for good, as the scheduled purge does', async () => {
    const property = await createAs(kit, 'seller')
    const registered = await photo(property, true)
    const loose = await photo(property, false)
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.reference}` })).statusCode).toBe(200)
    await ageStored(registered, loose)
    await kit.database.query("UPDATE property_trash SET deleted_at = now() - interval '31 days'")
    await kit.database.query('TRUNCATE job_runs')
    const outcomes = await kit.app.jobs.runDue(new Date())
    expect(outcomes.map((outcome) => [outcome.job, outcome.itemsTouched, outcome.error])).toEqual([
      ['staged-uploads-sweep', expect.any(Number), null],
      // Before the purge, the deleted listing's files are kept (the count is of earlier tests' files).
      ['stored-files-sweep', expect.any(Number), null],
      ['deleted-properties-purge', 1, null],
      ['document-archive', 0, null],
      ['document-expiry-scan', 0, null],
      ['bidding-close', 0, null],
      ['proposal-expiry', 0, null],
      ['visit-reminders', 0, null],
      ['saved-search-alerts', 0, null],
      ['payments-reconcile', 0, null],
      ['property-scores', expect.any(Number), null],
    ])
    // The purge removed the registered photo; the loose one goes with the next sweep.
    expect(await isStored(registered)).toBe(false)
    expect(await isStored(loose)).toBe(true)
    expect(await sweepFiles()).toBeGreaterThanOrEqual(1)
    expect(await isStored(loose)).toBe(false)
  })
})

describe('the sweep of stored files on S3', () => {
  let s3: TestS3Server
  let bucket: FileStorage
  beforeAll(async () => {
    s3 = await startS3Server()
    bucket = createS3Storage(s3.config)
  })
  afterAll(async () => {
    bucket.close()
    await s3.stop()
  })

  it('removes what nobody references from the bucket and keeps a media item’s file', async () => {
    const property = await createAs(kit, 'seller')
    const kept = mediaStoragePath(property.id, 'images', '1700000000000-abc123-kept.jpeg')
    const loose = mediaStoragePath(property.id, 'images', '1700000000000-abc123-loose.jpeg')
    const young = mediaStoragePath(property.id, 'videos', '1700000000000-abc123-young.mp4')
    for (const path of [kept, loose]) await bucket.put(path, Readable.from([jpegBytes()]), { contentType: 'image/jpeg', size: jpegBytes().length })
    await kit.database.query(
      `INSERT INTO property_media (property_id, media_type, path, filename, original_name, content_type, size, uploaded_by) VALUES ($1, 'images', $2, 'kept.jpeg', 'kept.jpg', 'image/jpeg', $3, 'test')`,
      [property.id, kept, jpegBytes().length],
    )
    const references = createFileReferences(kit.database)
    // A bucket's times cannot be set back: the sweep looks from two days ahead instead.
    const later = new Date(Date.now() + 2 * DAY_MS)
    expect(await sweepStoredFiles({ storage: bucket, references, now: later })).toBe(1)
    await bucket.put(young, Readable.from([Buffer.from('not old')]), { contentType: 'video/mp4', size: 7 })
    expect(await sweepStoredFiles({ storage: bucket, references, now: new Date() })).toBe(0)
    expect([await bucket.stat(kept), await bucket.stat(loose), await bucket.stat(young)].map((info) => info !== undefined)).toEqual([true, false, true])
  })
})
