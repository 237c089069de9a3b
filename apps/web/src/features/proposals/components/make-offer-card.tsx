// "Make an offer" on a live listing's page: the short form for a signed-in buyer; signed out, a
// link to sign in that comes back here. Not shown to the people who represent the listing.
import { Suspense, lazy, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { signInHref } from '../../../config/paths'
import { LoadingDots } from '../../../components/ui/loading-dots'

// The form, with the offer rules it checks, is a chunk of its own, fetched when a buyer opens it.
const MakeOfferForm = lazy(() => import('./make-offer-form').then((module) => ({ default: module.MakeOfferForm })))

export function MakeOfferCard({ propertyId, isSignedIn }: { propertyId: string; isSignedIn: boolean }) {
  const location = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <Card className="mt-5 p-5 sm:p-6">
      <section aria-labelledby="make-offer-heading" className="flex flex-col gap-3">
        <h2 id="make-offer-heading" className="text-lg font-bold text-slate-900">
          Make an offer
        </h2>
        {!isSignedIn ? (
          <Link to={signInHref(location)} className={buttonClasses('primary', 'md', 'w-full sm:w-fit')}>
            Sign in to make an offer
          </Link>
        ) : isOpen ? (
          <Suspense fallback={<LoadingDots />}>
            <MakeOfferForm propertyId={propertyId} />
          </Suspense>
        ) : (
          <Button onClick={() => setIsOpen(true)} className="w-full sm:w-fit" aria-expanded={false}>
            Make an offer
          </Button>
        )}
      </section>
    </Card>
  )
}
