import { Suspense, lazy, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { LoadingDots } from '../../components/ui/loading-dots'
import { signInHref } from '../../config/paths'
import { trackSiteEvent } from '../../features/analytics/lib/site-analytics'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { recordPropertyEvent } from '../../features/property/api/record-property-event'

// The forms, with the rules they check, are chunks of their own, fetched when a visitor opens one.
const AskQuestionForm = lazy(() => import('../../features/inquiries/components/ask-question-form').then((module) => ({ default: module.AskQuestionForm })))
const BookVisitForm = lazy(() => import('../../features/visits/components/book-visit-form').then((module) => ({ default: module.BookVisitForm })))

type Panel = 'ask' | 'visit' | null

/**
 * "Ask a question" and "Book a visit" on a listing's page: each opens its short form for a
 * signed-in visitor; a signed-out one is sent to sign in and brought back here.
 */
export function PropertyActions({ propertyId }: { propertyId: string }) {
  const { state } = useAuth()
  const location = useLocation()
  const [open, setOpen] = useState<Panel>(null)
  if (state.status === 'loading') return null
  const isSignedIn = state.status === 'authenticated'
  const toggle = (panel: Exclude<Panel, null>) => {
    // Opening a form to reach the seller is a contact in the listing's figures (and, with the
    // visitor's consent, in the site's analytics).
    if (open !== panel) {
      void recordPropertyEvent(propertyId, 'contact')
      trackSiteEvent('contact', propertyId)
    }
    setOpen(open === panel ? null : panel)
  }
  const labels = { ask: 'Ask a question', visit: 'Book a visit' } as const

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap gap-2">
        {(['ask', 'visit'] as const).map((panel) =>
          isSignedIn ? (
            <Button key={panel} variant={open === panel ? 'primary' : 'secondary'} aria-expanded={open === panel} onClick={() => toggle(panel)}>
              {labels[panel]}
            </Button>
          ) : (
            <Link key={panel} to={signInHref(location)} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50">
              {labels[panel]}
            </Link>
          ),
        )}
      </div>
      {isSignedIn && open !== null ? (
        <Suspense fallback={<LoadingDots />}>{open === 'ask' ? <AskQuestionForm propertyId={propertyId} /> : <BookVisitForm propertyId={propertyId} />}</Suspense>
      ) : null}
    </Card>
  )
}
