import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { Card } from '../../../components/ui/card'

// Its own chunk, fetched (with the score) only when the section comes near the screen: the
// property page's first paint carries none of it.
const WhyThisScore = lazy(() => import('./why-this-score'))
const NEAR_MARGIN = '200px 0px'

/** The "Why this score" section of the property page, below the fold. */
export function WhyThisScoreSection({ propertyId }: { propertyId: string }) {
  const root = useRef<HTMLElement>(null)
  const [near, setNear] = useState(typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const target = root.current
    if (near || !target) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: NEAR_MARGIN })
    observer.observe(target)
    return () => observer.disconnect()
  }, [near])
  return (
    <section ref={root} aria-labelledby="why-this-score" className="mx-auto mt-6 w-full max-w-6xl">
      <Card className="p-5 sm:p-7">
        <h2 id="why-this-score" className="text-xl font-bold text-slate-900">
          Why this score
        </h2>
        <div className="mt-3 min-h-24">
          {near ? (
            <Suspense fallback={null}>
              <WhyThisScore propertyId={propertyId} />
            </Suspense>
          ) : null}
        </div>
      </Card>
    </section>
  )
}
