import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useApplications } from '../api/get-applications'
import { useRentals } from '../api/get-rentals'
import { ApplicationItem, RentalSummary } from './rental-items'

/** The tools page's rentals section: the property's applications (review, approve, reject) and its rentals (activate, end, terminate). */
export function PropertyRentalsSection({ propertyId }: { propertyId: string }) {
  const applications = useApplications({ property: propertyId, role: 'landlord' })
  const rentals = useRentals({ property: propertyId, role: 'landlord' })
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="tools-applications-heading" className="flex flex-col gap-2">
        <h2 id="tools-applications-heading" className="text-lg font-bold text-slate-900">
          Applications
        </h2>
        {applications.isPending ? <LoadingDots /> : null}
        {applications.error ? <RetryNotice onRetry={() => void applications.refetch()}>{applications.error.message}</RetryNotice> : null}
        {applications.data?.applications.length === 0 ? <p className="text-sm text-slate-600">No one has applied to rent this property yet.</p> : null}
        {applications.data && applications.data.applications.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100">
            {applications.data.applications.map((application) => (
              <ApplicationItem key={application.id} application={{ ...application, rental: null }} perspective="landlord" />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="tools-rentals-heading" className="flex flex-col gap-2">
        <h2 id="tools-rentals-heading" className="text-lg font-bold text-slate-900">
          Rentals
        </h2>
        {rentals.isPending ? <LoadingDots /> : null}
        {rentals.error ? <RetryNotice onRetry={() => void rentals.refetch()}>{rentals.error.message}</RetryNotice> : null}
        {rentals.data?.rentals.length === 0 ? <p className="text-sm text-slate-600">No rentals yet: approving an application creates one.</p> : null}
        {rentals.data?.rentals.map((rental) => <RentalSummary key={rental.id} rental={rental} />)}
      </section>
    </div>
  )
}
