// The full-screen photo viewer: a modal dialog, arrow keys move, Escape closes, Tab stays inside
// it, a swipe moves on a phone, and focus returns to the photo that opened it.
import type { ListingMedia } from '@vishwas/domain'
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'

export function MediaViewer({ photos, index, onIndex, onClose }: { photos: readonly ListingMedia[]; index: number; onIndex: (index: number) => void; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const swipeFrom = useRef<number | null>(null)
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeRef.current?.focus()
    return () => opener?.focus()
  }, [])
  const photo = photos[index]
  if (!photo) return null
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
    else if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'Tab') {
      // A modal keeps focus: from the last control back to the first, and the other way.
      const controls = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])]
      const first = controls[0]
      const last = controls[controls.length - 1]
      if (event.shiftKey ? document.activeElement !== first : document.activeElement !== last) return
      const target = event.shiftKey ? last : first
      target?.focus()
    } else return
    event.preventDefault()
  }
  // A horizontal swipe of at least 40 px over the photo moves to the next or the previous one.
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.pointerType === 'mouse' ? null : event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (from === null || Math.abs(event.clientX - from) < 40) return
    go(event.clientX < from ? 1 : -1)
  }
  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={`Photo ${index + 1} of ${photos.length}: ${photo.title}`} onKeyDown={onKeyDown} className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 text-white">
      <div className="flex items-center justify-between gap-2 p-3">
        <p className="min-w-0 truncate text-sm">
          {index + 1} / {photos.length} · {photo.title}
        </p>
        <button ref={closeRef} type="button" onClick={onClose} className="min-h-11 rounded-lg px-4 font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-amber-400">
          Close
        </button>
      </div>
      <div onPointerDown={onPointerDown} onPointerUp={onPointerUp} className="flex min-h-0 flex-1 touch-pan-y items-center justify-center gap-2 px-2 pb-4">
        <button type="button" aria-label="Previous photo" onClick={() => go(-1)} className="min-h-11 min-w-11 rounded-full text-2xl hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-amber-400">
          ‹
        </button>
        <img src={photo.url} alt={photo.title} className="max-h-full min-w-0 max-w-full flex-1 object-contain" />
        <button type="button" aria-label="Next photo" onClick={() => go(1)} className="min-h-11 min-w-11 rounded-full text-2xl hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-amber-400">
          ›
        </button>
      </div>
    </div>,
    document.body,
  )
}
