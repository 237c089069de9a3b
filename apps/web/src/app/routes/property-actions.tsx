import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { signInHref } from '../../config/paths'
import { trackSiteEvent } from '../../features/analytics/lib/site-analytics'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { AskQuestionForm } from '../../features/inquiries/components/ask-question-form'
import { recordPropertyEvent } from '../../features/property/api/record-property-event'
import { BookVisitForm } from '../../features/visits/components/book-visit-form'

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
      {isSignedIn && open === 'ask' ? <AskQuestionForm propertyId={propertyId} /> : null}
      {isSignedIn && open === 'visit' ? <BookVisitForm propertyId={propertyId} /> : null}
    </Card>
  )
}
