import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UPLOAD_PROGRESS_CLEAR_MS, messages, type MediaItem } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { UploadHandle } from '../lib/upload-file'
import { MediaManager } from './media-manager'

const ID = '11111111-2222-4333-8444-555555555555'

// The resumable upload itself is tested against the server (media-uploads.resume.test.ts); here it
// reports progress and then arrives, or fails with the server's message.
vi.mock('../lib/upload-file', () => ({
  uploadFile: ({ file, propertyId, mediaType, onProgress }: { file: File; propertyId: string; mediaType: string; onProgress: (f: number) => void }): UploadHandle => {
    onProgress(0.6)
    const done = file.name.startsWith('broken')
      ? Promise.reject(new Error(messages.storage.retryLimitExceeded))
      : Promise.resolve({ path: `property-media/${propertyId}/${mediaType}/1-abcdef-${file.name}`, url: '', size: file.size, contentType: file.type, originalName: file.name, mediaType: 'images' as const })
    return { done, cancel: () => undefined }
  },
}))

const item = (name: string, order: number, isPrimary = false): MediaItem => ({
  id: `00000000-0000-4000-8000-00000000000${order}`,
  url: `/api/files/property-media/${ID}/images/1-abcdef-${name}`,
  path: `property-media/${ID}/images/1-abcdef-${name}`,
  filename: `1-abcdef-${name}`,
  originalName: name,
  contentType: 'image/jpeg',
  size: 1000,
  mediaType: 'images',
  order,
  isPrimary,
  metadata: {},
})

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' })

describe('MediaManager', () => {
  it('uploads the chosen files, registers those that arrived in one batch and names each failure with its file', async () => {
    const api = fakeApi({
      [`GET /api/properties/${ID}/media`]: () => ({ body: { success: true, media: [] } }),
      [`POST /api/properties/${ID}/media/batch`]: () => ({ body: { success: true, results: [{ index: 0, success: true, media: item('front.jpg', 0) }], media: [item('front.jpg', 0)] } }),
    })
    renderRoutes([{ path: '/', element: <MediaManager propertyId={ID} /> }])
    const input = await screen.findByLabelText<HTMLInputElement>('Choose files')
    await userEvent.upload(input, [jpeg('front.jpg'), jpeg('broken.jpg'), new File(['hello'], 'notes.txt', { type: 'text/plain' })], { applyAccept: false })

    const alert = await screen.findByText('2 files were not added:')
    const list = within(alert.closest('[role="alert"]') as HTMLElement)
    expect(list.getByText(`broken.jpg: ${messages.storage.retryLimitExceeded}`)).toBeTruthy()
    expect(list.getByText(/^notes\.txt: Unsupported image format/)).toBeTruthy()
    await waitFor(() => expect(api.requests('POST', `/api/properties/${ID}/media/batch`)).toHaveLength(1))
    expect(api.requests('POST', `/api/properties/${ID}/media/batch`)[0]?.body).toEqual({ media: [{ path: `property-media/${ID}/images/1-abcdef-front.jpg`, mediaType: 'images', originalName: 'front.jpg' }] })
    expect(screen.getByRole('list', { name: 'Uploads' })).toBeTruthy()
  })

  it('clears a finished file’s progress 3 s after it arrived, and keeps a failure', async () => {
    fakeApi({
      [`GET /api/properties/${ID}/media`]: () => ({ body: { success: true, media: [] } }),
      [`POST /api/properties/${ID}/media/batch`]: () => ({ body: { success: true, results: [{ index: 0, success: true, media: item('front.jpg', 0) }], media: [item('front.jpg', 0)] } }),
    })
    const timers = vi.spyOn(window, 'setTimeout')
    renderRoutes([{ path: '/', element: <MediaManager propertyId={ID} /> }])
    await userEvent.upload(await screen.findByLabelText<HTMLInputElement>('Choose files'), [jpeg('front.jpg'), jpeg('broken.jpg')])
    const uploads = await screen.findByRole('list', { name: 'Uploads' })
    await within(uploads).findByText('Done')
    const clear = timers.mock.calls.find(([, delay]) => delay === UPLOAD_PROGRESS_CLEAR_MS)?.[0]
    expect(clear).toBeTypeOf('function')
    act(() => (clear as () => void)())
    expect(within(uploads).queryByText('front.jpg')).toBeNull()
    expect(within(uploads).getByText('broken.jpg')).toBeTruthy()
    timers.mockRestore()
  })

  it('reorders with the arrow buttons, makes a photo the cover, and deletes after confirming', async () => {
    const media = [item('front.jpg', 0, true), item('hall.jpg', 1), item('kitchen.jpg', 2)]
    const api = fakeApi({
      [`GET /api/properties/${ID}/media`]: () => ({ body: { success: true, media } }),
      [`PUT /api/properties/${ID}/media/reorder`]: () => ({ body: { success: true, media } }),
      [`PUT /api/properties/${ID}/media/.*/primary`]: () => ({ body: { success: true, media } }),
      [`DELETE /api/properties/${ID}/media/.*`]: () => ({ body: { success: true, message: 'Media deleted' } }),
    })
    renderRoutes([{ path: '/', element: <MediaManager propertyId={ID} /> }])
    await userEvent.click(await screen.findByRole('button', { name: 'Move kitchen.jpg earlier' }))
    await waitFor(() => expect(api.requests('PUT', `/api/properties/${ID}/media/reorder`)[0]?.body).toEqual({ mediaIds: [media[0]!.id, media[2]!.id, media[1]!.id] }))

    const hall = within(screen.getByText('hall.jpg').closest('li') as HTMLElement)
    await userEvent.click(hall.getByRole('button', { name: 'Make cover' }))
    await waitFor(() => expect(api.requests('PUT', `/api/properties/${ID}/media/${media[1]!.id}/primary`)).toHaveLength(1))

    await userEvent.click(hall.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Delete hall.jpg?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.requests('DELETE', `/api/properties/${ID}/media/${media[1]!.id}`)).toHaveLength(1))
  })

  it('shows nothing to a viewer without property access', async () => {
    fakeApi({ [`GET /api/properties/${ID}/media`]: () => ({ status: 403, body: { success: false, message: 'No', code: 'FORBIDDEN' } }) })
    const { container } = renderRoutes([{ path: '/', element: <MediaManager propertyId={ID} /> }])
    await waitFor(() => expect(container.textContent).toBe(''))
  })
})
