// The media batch: three files on their way at most at once (SPEC §7), every file's outcome
// reported, the arrived ones registered in one call in the order chosen, each failure named by its file.
import { messages } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import type { UploadHandle } from './upload-file'
import { uploadMediaBatch, type FileProgress } from './upload-queue'

const ID = '11111111-2222-4333-8444-555555555555'
const flight = vi.hoisted(() => ({ now: 0, most: 0, release: [] as (() => void)[] }))

// Each upload stays on its way until the test lets it arrive, so the number in flight can be counted.
vi.mock('./upload-file', () => ({
  uploadFile: ({ file, propertyId, mediaType }: { file: File; propertyId: string; mediaType: string }): UploadHandle => {
    flight.now += 1
    flight.most = Math.max(flight.most, flight.now)
    const done = new Promise<never>((resolve, reject) => {
      flight.release.push(() => {
        flight.now -= 1
        if (file.name.startsWith('broken')) reject(new Error(messages.storage.retryLimitExceeded))
        else resolve({ path: `property-media/${propertyId}/${mediaType}/1-abcdef-${file.name}`, url: '', size: file.size, contentType: file.type, originalName: file.name, mediaType } as never)
      })
    })
    return { done, cancel: () => undefined }
  },
}))

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' })

describe('uploadMediaBatch', () => {
  it('sends three files at a time, registers the arrived ones in one call in the order chosen, and names each failure by its file', async () => {
    const api = fakeApi({
      [`POST /api/properties/${ID}/media/batch`]: (request) => {
        const media = (request.body as { media: unknown[] }).media
        return { body: { success: true, results: media.map((_, index) => ({ index, success: true })), media: [] } }
      },
    })
    const files = ['a.jpg', 'b.jpg', 'broken.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg'].map(jpeg)
    const states: FileProgress[] = []
    const running = uploadMediaBatch({ files, propertyId: ID, mediaType: 'images', onProgress: (progress) => states.push(progress) })
    // Let the files arrive out of order: of each three on their way, the last started first.
    for (let released = 0; released < files.length; released += 3) {
      const batch = Math.min(3, files.length - released)
      await vi.waitFor(() => expect(flight.release.length).toBe(released + batch))
      for (let i = batch - 1; i >= 0; i--) flight.release[released + i]?.()
    }
    const failures = await running
    expect(flight.most).toBe(3)
    expect(failures).toEqual([{ name: 'broken.jpg', message: messages.storage.retryLimitExceeded }])
    const [registration] = api.requests('POST', `/api/properties/${ID}/media/batch`)
    // Registered in the order they were chosen (SPEC §9: the upload index), not the order they arrived.
    expect((registration?.body as { media: { originalName: string }[] }).media.map((m) => m.originalName)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg'])
    expect(states.filter((s) => s.state === 'done').map((s) => s.name).sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg'])
  })
})
