// A listing's gallery on its public page: photos with the cover first, swiped on phones (a
// scroll-snap strip), thumbnails to jump, a full-screen viewer; tabs for floor plans, videos and
// the virtual tour when there are any. The listing's page draws it below the card with the title
// and price, below the fold on a phone, so its photos wait until the gallery comes within a short
// distance of the screen (a browser's own lazy loading starts up to 2500 px ahead on a slow
// connection: every photo of a listing page, bytes a buyer on mobile data pays for whether they
// scroll or not) and take no bandwidth from what the first screen needs (the title is its largest
// paint); a gallery drawn at the top of a page passes `priority` and its first photo loads at
// once, first. The other photos show their
// thumbnail (the same file as the row of thumbnails below, so no extra bytes) until the strip is
// swiped to them: a phone's browser would otherwise fetch every full photo of a horizontal strip
// at once, lazy or not, as they are all within its lazy-loading distance (3 MB for ten photos).
import { THUMBNAIL_MAX_PX, type ListingMedia } from '@vishwas/domain'
import { useEffect, useId, useRef, useState, type RefObject, type UIEvent } from 'react'
import { MediaViewer } from './media-viewer'

type Tab = { key: 'photos' | 'plans' | 'videos' | 'tour'; label: string; items: ListingMedia[] }

function tabsOf(media: readonly ListingMedia[]): Tab[] {
  const of = (...types: string[]) => media.filter((item) => types.includes(item.mediaType ?? (item.type === 'video' ? 'videos' : 'images')))
  const tabs: Tab[] = [
    { key: 'photos', label: 'Photos', items: of('images') },
    { key: 'plans', label: 'Floor plans', items: of('floor-plans') },
    { key: 'videos', label: 'Videos', items: of('videos') },
    { key: 'tour', label: 'Virtual tour', items: of('virtual-tours') },
  ]
  return tabs.filter((tab) => tab.items.length > 0)
}

/**
 * The photo and its thumbnail as `srcset` candidates by their real widths (the server keeps a
 * thumbnail within 300 × 300 of the same shape), so a phone picks the thumbnail when it is enough.
 * The gallery spans the page's column: the screen's width on a phone, 1088 px in the 1152 px layout.
 */
export function photoSources(photo: ListingMedia): { srcSet?: string; sizes?: string } {
  const size = photo.metadata.dimensions
  if (!photo.thumbnail || !size) return {}
  const thumbnailWidth = Math.round(size.width * Math.min(1, THUMBNAIL_MAX_PX / Math.max(size.width, size.height)))
  if (thumbnailWidth >= size.width) return {}
  return { srcSet: `${photo.thumbnail} ${thumbnailWidth}w, ${photo.url} ${size.width}w`, sizes: '(max-width: 1152px) 100vw, 1088px' }
}

/** Whether the element has come within `NEAR_MARGIN` of the screen (at once without IntersectionObserver, or when `already`). */
const NEAR_MARGIN = '300px 0px'
function useNear(element: RefObject<HTMLElement | null>, already: boolean): boolean {
  const [near, setNear] = useState(already || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'))
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: NEAR_MARGIN })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

function PhotoStrip({ photos, title, priority }: { photos: ListingMedia[]; title: string; priority: boolean }) {
  const [open, setOpen] = useState<number | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const near = useNear(root, priority)
  // The furthest photo the strip has shown, and whether it has been swiped at all (then the next
  // one is fetched ahead, so that a swipe lands on a sharp photo).
  const [seen, setSeen] = useState(0)
  const [swiped, setSwiped] = useState(false)
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const strip = event.currentTarget
    const at = Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))
    setSwiped(true)
    setSeen((before) => Math.max(before, Math.min(at, photos.length - 1)))
  }
  const isFull = (index: number) => index <= seen || (swiped && index === seen + 1)
  return (
    <div ref={root} className="flex flex-col gap-2">
      <ul aria-label={`${title}: photos`} onScroll={onScroll} className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-xl">
        {photos.map((photo, index) => (
          <li key={photo.id} className="w-full shrink-0 snap-center">
            <button type="button" onClick={() => setOpen(index)} className="block w-full focus-visible:outline-3 focus-visible:outline-amber-500" aria-label={`Open photo ${index + 1} of ${photos.length} full screen`}>
              {near ? (
                <img
                  src={isFull(index) ? photo.url : (photo.thumbnail ?? photo.url)}
                  {...(isFull(index) ? photoSources(photo) : {})}
                  alt={photo.title}
                  loading={priority && index === 0 ? 'eager' : 'lazy'}
                  {...(priority && index === 0 ? { fetchPriority: 'high' as const } : {})}
                  decoding="async"
                  {...(photo.metadata.dimensions ? { width: photo.metadata.dimensions.width, height: photo.metadata.dimensions.height } : {})}
                  className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover md:aspect-[16/9]"
                />
              ) : (
                <span className="block aspect-[4/3] w-full rounded-xl bg-slate-100 md:aspect-[16/9]" />
              )}
            </button>
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <ul aria-label="Thumbnails" className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <button type="button" onClick={() => setOpen(index)} aria-label={`Photo ${index + 1}: ${photo.title}`} className="block rounded-lg focus-visible:outline-3 focus-visible:outline-amber-500">
                {near ? <img src={photo.thumbnail ?? photo.url} alt="" loading="lazy" decoding="async" className="size-16 rounded-lg object-cover" /> : <span className="block size-16 rounded-lg bg-slate-100" />}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? <MediaViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}

export function MediaGallery({ media, title, priority = false }: { media: readonly ListingMedia[]; title: string; priority?: boolean }) {
  const tabs = tabsOf(media)
  const [active, setActive] = useState(0)
  const id = useId()
  if (tabs.length === 0) return null
  const current = tabs[Math.min(active, tabs.length - 1)] as Tab
  return (
    <section aria-label="Photos and videos" className="flex flex-col gap-3 rounded-2xl bg-white/95 p-3 shadow-md sm:p-4">
      {tabs.length > 1 ? (
        <div role="tablist" aria-label="Gallery" className="flex flex-wrap gap-2">
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              id={`${id}-tab-${tab.key}`}
              role="tab"
              type="button"
              aria-selected={tab === current}
              aria-controls={`${id}-panel`}
              onClick={() => setActive(index)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${tab === current ? 'bg-teal-800 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`}
            >
              {tab.label} ({tab.items.length})
            </button>
          ))}
        </div>
      ) : null}
      <div id={`${id}-panel`} {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${current.key}` } : {})}>
        {current.key === 'photos' || current.key === 'plans' ? (
          <PhotoStrip photos={current.items} title={title} priority={priority} />
        ) : (
          <ul className="flex flex-col gap-3">
            {current.items.map((video) => (
              <li key={video.id}>
                <video src={video.url} controls preload="metadata" className="aspect-video w-full rounded-xl bg-slate-900" aria-label={video.title} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
