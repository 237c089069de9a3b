import { Suspense, lazy, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { signInHref } from '../../../config/paths'

const ApplyToRentForm = lazy(() => import('./apply-to-rent-form'))

/**
 * "Apply to rent" on the page of a listing for rent or lease: a short form (ID proof type,
 * occupation, household size, move-in date, a message). Signed out, it leads to sign-in and back.
 */
export function ApplyToRent({ propertyId, listingType, isSignedIn }: { propertyId: string; listingType: string | undefined; isSignedIn: boolean }) {
  const location = useLocation()
  const [isOpen, setIsOpen] = useState(false)

  if (listingType !== 'rent' && listingType !== 'lease') return null

  if (!isSignedIn) {
    return (
      <Link to={signInHref(location)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        Apply to rent
      </Link>
    )
  }

  if (!isOpen) {
    return (
      <Button className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
        Apply to rent
      </Button>
    )
  }

  return (
    <Suspense fallback={<LoadingDots />}>
      <ApplyToRentForm propertyId={propertyId} onCancel={() => setIsOpen(false)} />
    </Suspense>
  )
}
