import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { paths } from '../../../config/paths'
import { useApplications } from '../api/get-applications'
import { ApplicationItem } from './rental-items'

function HistorySection({ role, heading, empty }: { role: 'tenant' | 'landlord'; heading: string; empty: ReactNode }) {
  const { data, error, isPending, refetch } = useApplications({ role })
  const headingId = `rental-history-${role}`
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {heading}
        </h2>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {data && data.applications.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
        {data && data.applications.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.applications.map((application) => (
              <ApplicationItem key={application.id} application={application} perspective={role} />
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  )
}

/** /profile/rental-history (SPEC §2): the user's rentals as tenant and as landlord, each with its application and status. */
export function RentalHistoryPage() {
  return (
    <div className="flex flex-col gap-4">
      <title>{`Rental history | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Rental history</h1>
        <p className="mt-1 text-sm text-slate-600">Your applications to rent and your tenancies, and those on the properties you let.</p>
      </Card>
      <HistorySection
        role="tenant"
        heading="As tenant"
        empty={
          <>
            {'No applications yet. Find a home '}
            <Link to={`${paths.home}?listingType=rent`} className="font-semibold text-teal-800 underline underline-offset-2">
              for rent
            </Link>{' '}
            and choose “Apply to rent”.
          </>
        }
      />
      <HistorySection role="landlord" heading="As landlord" empty="No applications on your properties yet." />
    </div>
  )
}
