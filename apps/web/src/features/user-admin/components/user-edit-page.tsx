import { useId, useState, type FormEvent } from 'react'
import { kycIdTypeLabels, kycScanMessages, type Roles } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { formatDate, humanize } from '../../../lib/format'
import type { AdminUserView } from '../api/admin-user-types'
import { useDecideDealerApplication } from '../api/decide-dealer-application'
import { useDecideKyc } from '../api/decide-kyc'
import { useAdminUser } from '../api/get-admin-user'
import { useReinstateUser } from '../api/reinstate-user'
import { useSuspendUser } from '../api/suspend-user'
import { useUpdateUser, type UserDetailsInput } from '../api/update-user'
import { field, label } from './field-styles'
import { KycScans } from './kyc-scans'
import { ReasonForm } from './reason-form'
import { RolesFieldset } from './roles-fieldset'

function DetailsForm({ view }: { view: AdminUserView }) {
  const id = useId()
  const update = useUpdateUser(view.user.id)
  const [values, setValues] = useState<UserDetailsInput>({ fullName: view.user.fullName, email: view.user.email, city: view.user.city, state: view.user.state, roles: view.user.roles })
  const set = (name: Exclude<keyof UserDetailsInput, 'roles'>) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }))
    update.reset()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    update.mutate(values)
  }
  const names: [Exclude<keyof UserDetailsInput, 'roles'>, string][] = [
    ['fullName', 'Full name'],
    ['email', 'E-mail'],
    ['city', 'City'],
    ['state', 'State'],
  ]
  return (
    <form onSubmit={submit} aria-label="Details and roles" className="grid gap-3 sm:grid-cols-2">
      {names.map(([name, title]) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className={label}>
            {title}
          </label>
          <input id={`${id}-${name}`} className={field} value={values[name]} onChange={set(name)} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <RolesFieldset
          roles={values.roles}
          onChange={(roles: Roles) => {
            setValues((current) => ({ ...current, roles }))
            update.reset()
          }}
        />
      </div>
      {update.error ? (
        <p role="alert" className="text-sm font-medium text-rose-800 sm:col-span-2">
          {update.error.message}
        </p>
      ) : null}
      {update.isSuccess ? (
        <p role="status" className="text-sm text-teal-800 sm:col-span-2">
          Saved.
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save details and roles'}
        </Button>
      </div>
    </form>
  )
}

function KycPanel({ view }: { view: AdminUserView }) {
  const decide = useDecideKyc(view.user.id)
  const { kyc } = view
  return (
    <section aria-labelledby="admin-kyc-heading" className="flex flex-col gap-2">
      <h2 id="admin-kyc-heading" className="text-lg font-bold text-slate-900">
        KYC
      </h2>
      <p className="text-sm text-slate-700">
        Status: <span className="font-semibold">{humanize(kyc.status)}</span>
        {kyc.idType && kyc.idNumber ? (
          <>
            {' '}
            · {kycIdTypeLabels[kyc.idType]} <span className="font-mono">{kyc.idNumber}</span>
          </>
        ) : null}
        {kyc.decisionReason ? <span className="block wrap-anywhere">Reason given: {kyc.decisionReason}</span> : null}
      </p>
      {kyc.idType ? <KycScans scans={kyc.scans} /> : null}
      {kyc.status === 'pending' && kyc.idType === 'aadhaar' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">Reject a scan that shows all twelve digits of the Aadhaar number: only the masked Aadhaar may be kept.</p>
      ) : null}
      {kyc.status === 'pending' ? (
        <ReasonForm
          name="KYC decision"
          actions={[
            { action: 'verify', label: 'Verify KYC' },
            { action: 'reject', label: 'Reject KYC', variant: 'secondary' },
          ]}
          presets={kyc.idType === 'aadhaar' ? [{ label: 'Full Aadhaar number shown', reason: kycScanMessages.fullAadhaarShown }] : []}
          isPending={decide.isPending}
          error={decide.error?.message}
          onDecide={(decision, reason) => decide.mutate({ decision, reason })}
        />
      ) : null}
    </section>
  )
}

function DealerPanel({ view }: { view: AdminUserView }) {
  const decide = useDecideDealerApplication(view.user.id)
  const { application, status } = view.dealer
  return (
    <section aria-labelledby="admin-dealer-heading" className="flex flex-col gap-2">
      <h2 id="admin-dealer-heading" className="text-lg font-bold text-slate-900">
        Dealer application
      </h2>
      {application ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600">Status</dt>
          <dd className="font-semibold text-slate-900">{humanize(status)}</dd>
          <dt className="text-slate-600">RERA number</dt>
          <dd className="font-mono wrap-anywhere">{application.reraNumber}</dd>
          <dt className="text-slate-600">State</dt>
          <dd>{application.reraState}</dd>
          <dt className="text-slate-600">Agency</dt>
          <dd className="wrap-anywhere">{application.agencyName}</dd>
          <dt className="text-slate-600">Office</dt>
          <dd className="wrap-anywhere">{application.officeAddress}</dd>
          <dt className="text-slate-600">Applied</dt>
          <dd>{formatDate(application.createdAt)}</dd>
          {application.decisionReason ? (
            <>
              <dt className="text-slate-600">Reason given</dt>
              <dd className="wrap-anywhere">{application.decisionReason}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">No application.</p>
      )}
      {status === 'pending' ? (
        <ReasonForm
          name="Dealer application decision"
          actions={[
            { action: 'approve', label: 'Approve dealer' },
            { action: 'reject', label: 'Reject application', variant: 'secondary' },
          ]}
          isPending={decide.isPending}
          error={decide.error?.message}
          onDecide={(decision, reason) => decide.mutate({ decision, reason })}
        />
      ) : null}
    </section>
  )
}

function StandingPanel({ view }: { view: AdminUserView }) {
  const suspend = useSuspendUser(view.user.id)
  const reinstate = useReinstateUser(view.user.id)
  const { standing } = view
  return (
    <section aria-labelledby="admin-standing-heading" className="flex flex-col gap-2">
      <h2 id="admin-standing-heading" className="text-lg font-bold text-slate-900">
        Suspension
      </h2>
      {standing.suspended ? (
        <>
          <p role="status" className="text-sm text-rose-900">
            Suspended {formatDate(standing.suspendedAt)}: <span className="wrap-anywhere">{standing.suspendedReason}</span>. They cannot sign in and their listings are
            hidden.
          </p>
          <ReasonForm
            name="Reinstate"
            actions={[{ action: 'reinstate', label: 'Reinstate user' }]}
            isPending={reinstate.isPending}
            error={reinstate.error?.message}
            onDecide={(_action, reason) => reinstate.mutate(reason)}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">Suspending signs them out everywhere at once, refuses their sign-in and hides their listings until you reinstate them.</p>
          <ReasonForm
            name="Suspend"
            actions={[{ action: 'suspend', label: 'Suspend user', variant: 'secondary' }]}
            isPending={suspend.isPending}
            error={suspend.error?.message}
            onDecide={(_action, reason) => suspend.mutate(reason)}
          />
        </>
      )}
    </section>
  )
}

/** /admin/user/edit/{userId}: details and roles, KYC and dealer decisions, suspension. */
export function UserEditPage({ userId }: { userId: string }) {
  const { data: view, error, isPending, refetch } = useAdminUser(userId)
  const name = view ? view.user.fullName || view.user.email || view.user.phoneNumber : ''
  return (
    <div className="grid gap-4">
      <title>{`${name || 'User'} | ${env.brandName}`}</title>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
      {view ? (
        <>
          <Card className="p-5 sm:p-7">
            <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-slate-900">{name || 'Unnamed user'}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {view.user.phoneNumber} · joined {formatDate(view.user.createdAt)}
            </p>
            <div className="mt-4">
              <DetailsForm key={view.user.id} view={view} />
            </div>
          </Card>
          <Card className="p-5 sm:p-7">
            <KycPanel view={view} />
          </Card>
          <Card className="p-5 sm:p-7">
            <DealerPanel view={view} />
          </Card>
          <Card className="p-5 sm:p-7">
            <StandingPanel view={view} />
          </Card>
        </>
      ) : null}
    </div>
  )
}
