import { Link } from 'react-router'
import { formatRupees, type ApplicationStatus, type RentalStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { propertyHref } from '../../../config/paths'
import { formatDate, humanize } from '../../../lib/format'
import type { ApplicationRecord, RentalRecord } from '../api/rental-types'
import { ID_PROOF_LABELS } from './apply-to-rent-form'
import { TransitionControls } from './transition-controls'

const statusTones: Record<ApplicationStatus | RentalStatus, BadgeTone> = {
  submitted: 'amber',
  'under-review': 'amber',
  approved: 'emerald',
  rejected: 'rose',
  withdrawn: 'slate',
  draft: 'amber',
  active: 'emerald',
  ended: 'slate',
  terminated: 'rose',
}

export function RentalStatusBadge({ status }: { status: ApplicationStatus | RentalStatus }) {
  return <Badge tone={statusTones[status]}>{humanize(status)}</Badge>
}

const rupees = (paise: number) => formatRupees(paise / 100)

/** One rental: its terms, status and what the caller may do with it. */
export function RentalSummary({ rental, showProperty = false }: { rental: RentalRecord; showProperty?: boolean }) {
  const subject = `rental of ${rental.property.title || rental.property.reference} to ${rental.tenantName}`
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900">{showProperty ? rental.property.title || rental.property.reference : `Rental to ${rental.tenantName}`}</span>
        <RentalStatusBadge status={rental.status} />
      </div>
      <p className="text-sm text-slate-700">
        {`${rupees(rental.monthlyRentPaise)} a month, deposit ${rupees(rental.securityDepositPaise)}; ${formatDate(rental.period.startDate) ?? rental.period.startDate} to ${formatDate(rental.period.endDate) ?? rental.period.endDate}; due on day ${rental.rentDueDay}, ${rental.noticePeriodDays} days’ notice`}
      </p>
      {rental.closingReason ? <p className="text-sm wrap-anywhere text-slate-600">{`Reason: ${rental.closingReason}${rental.endsOn ? `; last day ${formatDate(rental.endsOn) ?? rental.endsOn}` : ''}`}</p> : null}
      <TransitionControls entity="rental" id={rental.id} version={rental.version} actions={rental.actions} subject={subject} />
    </div>
  )
}

/** One application with its applicant's answers, its status, its rental once approved, and the caller's actions. */
export function ApplicationItem({ application, perspective }: { application: ApplicationRecord; perspective: 'tenant' | 'landlord' }) {
  const title = application.property.title || application.property.reference
  const subject = perspective === 'tenant' ? `your application for ${title}` : `application of ${application.applicantName} for ${title}`
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={propertyHref(application.property.reference)} className="font-semibold wrap-anywhere text-teal-900 underline underline-offset-2">
          {title}
        </Link>
        <span className="text-sm text-slate-600">{application.property.city}</span>
        <RentalStatusBadge status={application.status} />
      </div>
      <p className="text-sm text-slate-700">
        {[
          perspective === 'landlord' ? `Applicant: ${application.applicantName || 'Unnamed'}` : '',
          `Moving in ${formatDate(application.moveInDate) ?? application.moveInDate}`,
          `${application.occupants} ${application.occupants === 1 ? 'person' : 'people'}`,
          application.occupation,
          `ID: ${ID_PROOF_LABELS[application.idProofType]}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {application.message ? <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-600">{application.message}</p> : null}
      {application.decisionNote ? <p className="text-sm wrap-anywhere text-slate-600">{`Note: ${application.decisionNote}`}</p> : null}
      <TransitionControls entity="application" id={application.id} version={application.version} actions={application.actions} subject={subject} />
      {application.rental ? <RentalSummary rental={application.rental} /> : null}
    </li>
  )
}
