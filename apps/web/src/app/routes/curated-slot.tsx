import { lazy, Suspense, useEffect, useRef, useState } from 'react'

const CuratedRow = lazy(() => import('../../features/curator/components/curated-row').then((module) => ({ default: module.CuratedRow })))

/**
 * The home page's "Curated by" rows, below the fold: their code and data load only once the spot
 * nears the viewport, so the first paint pays nothing for them; they are the page's last block,
 * so appearing moves nothing above them.
 */
export function CuratedSlot() {
  const spot = useRef<HTMLDivElement>(null)
  // Without IntersectionObserver (old browsers, tests) the rows load at once.
  const [isNear, setIsNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = spot.current
    if (!element || isNear) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
    }, { rootMargin: '400px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear])
  // Until then the spot is a 1 px line (a hidden one, display: none, is never seen intersecting).
  return (
    <div ref={spot} className={isNear ? 'mt-5 empty:hidden' : 'h-px'}>
      {isNear ? (
        <Suspense fallback={null}>
          <CuratedRow />
        </Suspense>
      ) : null}
    </div>
  )
}
