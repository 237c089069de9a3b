// The seller's media of one listing: upload (choose, drop or take with the phone's camera),
// per-file progress cleared 3 s after finishing, failures named by file; then the gallery in
// order, reordered by dragging or with the arrow buttons, one photo made the cover, items deleted
// after a confirmation. Shown only to people with property access (the list call refuses others).
import type { MediaItem, MediaType } from '@vishwas/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type DragEvent } from 'react'
import { UploadFailures, UploadProgressList, useUploadProgress } from '../../../components/uploads/upload-progress'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Notice } from '../../../components/ui/notice'
import { isApiError } from '../../../lib/api-client'
import { useMediaChanges } from '../api/change-media'
import { getMediaQueryOptions, useMedia } from '../api/get-media'
import { uploadMediaBatch, type UploadFailure } from '../lib/upload-queue'

const KINDS: { value: Exclude<MediaType, 'documents'>; label: string; accept: string }[] = [
  { value: 'images', label: 'Photos', accept: 'image/jpeg,image/png,image/webp,image/gif' },
  { value: 'floor-plans', label: 'Floor plans', accept: 'image/jpeg,image/png,image/webp,image/gif' },
  { value: 'videos', label: 'Videos', accept: 'video/mp4,video/webm,video/ogg,video/mpeg,video/quicktime' },
  { value: 'virtual-tours', label: 'Virtual tour', accept: 'video/mp4,video/webm,video/ogg,video/mpeg,video/quicktime' },
]

const KIND_LABELS: Record<MediaType, string> = { images: 'Photo', 'floor-plans': 'Floor plan', videos: 'Video', 'virtual-tours': 'Virtual tour', documents: 'Document' }

/** Moves the item at `from` to `to` and answers the ids in their new order. */
export function moved(items: readonly MediaItem[], from: number, to: number): string[] {
  const ids = items.map((item) => item.id)
  const [id] = ids.splice(from, 1)
  if (id !== undefined) ids.splice(Math.max(0, Math.min(to, ids.length)), 0, id)
  return ids
}

export function MediaManager({ propertyId }: { propertyId: string }) {
  const { data: media, error, isPending } = useMedia(propertyId)
  const { reorder, setPrimary, remove } = useMediaChanges(propertyId)
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<Exclude<MediaType, 'documents'>>('images')
  const { progress, onProgress } = useUploadProgress()
  const [failures, setFailures] = useState<UploadFailure[]>([])
  const [busy, setBusy] = useState(false)
  const [dragged, setDragged] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<MediaItem | null>(null)

  // Without property access (or no such listing, which the page says itself) there is nothing to manage.
  if (isApiError(error) && [401, 403, 404].includes(error.status)) return null
  const accept = KINDS.find((k) => k.value === kind)?.accept ?? ''

  async function send(files: readonly File[]) {
    if (files.length === 0) return
    setBusy(true)
    setFailures([])
    try {
      setFailures(await uploadMediaBatch({ files, propertyId, mediaType: kind, onProgress }))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: getMediaQueryOptions(propertyId).queryKey })
      await queryClient.invalidateQueries({ queryKey: ['properties'] })
    }
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    void send([...event.dataTransfer.files])
  }
  const items = media ?? []
  const changeError = [reorder.error, setPrimary.error].find(Boolean)

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="media-manager-title" className="flex flex-col gap-4">
        <h2 id="media-manager-title" className="text-lg font-bold text-slate-900">
          Photos and videos
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            What you are adding
            <select value={kind} onChange={(event) => setKind(event.target.value as typeof kind)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
              {KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-teal-800 px-4 text-sm font-semibold text-white focus-within:outline-3 focus-within:outline-amber-500 hover:bg-teal-900">
            Choose files
            <input type="file" multiple accept={accept} disabled={busy} className="sr-only" onChange={(event) => void send([...(event.target.files ?? [])])} />
          </label>
          {kind === 'images' || kind === 'floor-plans' ? (
            <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 focus-within:outline-3 focus-within:outline-amber-500 hover:bg-slate-50">
              Take a photo
              <input type="file" accept="image/*" capture="environment" disabled={busy} className="sr-only" onChange={(event) => void send([...(event.target.files ?? [])])} />
            </label>
          ) : null}
        </div>
        <div
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          className="rounded-xl border-2 border-dashed border-slate-300 bg-slate-50/80 px-4 py-6 text-center text-sm text-slate-600"
        >
          Or drop files here. Photos are shrunk to 1920 px before sending; an upload that is cut off carries on where it stopped.
        </div>
        <UploadProgressList items={progress} />
        <UploadFailures failures={failures} noun={['file', 'files']} onDismiss={() => setFailures([])} />
        {changeError ? <Notice tone="error">{changeError.message}</Notice> : null}

        {error && !isApiError(error) ? <Notice tone="error">{error.message}</Notice> : null}
        {isApiError(error) ? <Notice tone="error">{error.message}</Notice> : null}
        {isPending ? <p className="text-sm text-slate-600">Loading the gallery…</p> : null}
        {!isPending && !error && items.length === 0 ? <p className="text-sm text-slate-600">No photos or videos yet. Listings with photos get far more visits.</p> : null}
        <ol aria-label="Gallery order" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                event.stopPropagation()
                if (dragged !== null && dragged !== index) reorder.mutate(moved(items, dragged, index))
                setDragged(null)
              }}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              {item.contentType.startsWith('image/') ? (
                <img src={item.thumbnail ?? item.url} alt={item.originalName} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              ) : (
                <video src={item.url} preload="metadata" muted className="aspect-[4/3] w-full bg-slate-900 object-cover" aria-label={item.originalName} />
              )}
              <div className="flex flex-col gap-1 p-2 text-xs">
                <p className="truncate font-medium text-slate-800">{item.originalName}</p>
                <p className="text-slate-600">
                  {KIND_LABELS[item.mediaType]}
                  {item.isPrimary ? ' · Cover' : ''}
                </p>
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="ghost" aria-label={`Move ${item.originalName} earlier`} disabled={index === 0 || reorder.isPending} onClick={() => reorder.mutate(moved(items, index, index - 1))}>
                    ←
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Move ${item.originalName} later`} disabled={index === items.length - 1 || reorder.isPending} onClick={() => reorder.mutate(moved(items, index, index + 1))}>
                    →
                  </Button>
                  {(item.mediaType === 'images' || item.mediaType === 'floor-plans') && !item.isPrimary ? (
                    <Button size="sm" variant="secondary" disabled={setPrimary.isPending} onClick={() => setPrimary.mutate(item.id)}>
                      Make cover
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" className="text-rose-800" onClick={() => setConfirming(item)}>
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${confirming.originalName}?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          isBusy={remove.isPending}
          {...(remove.error ? { error: remove.error.message } : {})}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
        >
          It leaves the listing and its file is removed. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Card>
  )
}
