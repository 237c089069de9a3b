import { useEffect, useId, useState, type FormEvent } from 'react'
import { checkReraAgentNumber, indianStates, reraAgentFormats } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate } from '../../../lib/format'
import { useApplyAsDealer, type DealerApplicationInput } from '../api/apply-as-dealer'
import { useDealerApplication } from '../api/get-dealer-application'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
const label = 'block text-sm font-medium text-slate-700'

const empty: DealerApplicationInput = { reraState: '', reraNumber: '', agencyName: '', officeAddress: '' }

function ApplicationForm() {
  const id = useId()
  const [values, setValues] = useState(empty)
  const [numberError, setNumberError] = useState<string | null>(null)
  const apply = useApplyAsDealer()
  const example = reraAgentFormats[values.reraState]?.example
  const set = (name: keyof DealerApplicationInput) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }))
    setNumberError(null)
    apply.reset()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkReraAgentNumber({ number: values.reraNumber, state: values.reraState })
    if (!checked.ok) {
      setNumberError(checked.error)
      return
    }
    apply.mutate(values)
  }
  const serverError = apply.error?.message
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate aria-label="Dealer application">
      <div>
        <label htmlFor={`${id}-state`} className={label}>
          State of your RERA registration
        </label>
        <select id={`${id}-state`} className={field} value={values.reraState} onChange={set('reraState')} required>
          <option value="">Choose a state</option>
          {indianStates.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-number`} className={label}>
          RERA agent registration number
        </label>
        <input
          id={`${id}-number`}
          className={field}
          value={values.reraNumber}
          onChange={set('reraNumber')}
          autoComplete="off"
          spellCheck={false}
          required
          aria-invalid={numberError ? true : undefined}
          aria-describedby={`${id}-number-hint${numberError ? ` ${id}-number-error` : ''}`}
        />
        <p id={`${id}-number-hint`} className="mt-1 text-xs text-slate-600">
          {example ? `As on your certificate, for example ${example}` : 'As printed on your RERA certificate'}
        </p>
        {numberError ? (
          <p id={`${id}-number-error`} className="mt-1 text-sm font-medium text-rose-700">
            {numberError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-agency`} className={label}>
          Agency name
        </label>
        <input id={`${id}-agency`} className={field} value={values.agencyName} onChange={set('agencyName')} autoComplete="organization" required />
      </div>
      <div>
        <label htmlFor={`${id}-address`} className={label}>
          Office address
        </label>
        <input id={`${id}-address`} className={field} value={values.officeAddress} onChange={set('officeAddress')} autoComplete="street-address" required />
      </div>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-rose-800 sm:col-span-2">
          {serverError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? 'Sending...' : 'Apply to become a dealer'}
        </Button>
      </div>
    </form>
  )
}

/**
 * "Become a dealer": the application form for a signed-in user who is not a dealer, and its
 * status once sent (pending, or rejected with the admin's reason and the form again). When an
 * admin has approved it, `onApproved` lets the session pick up the dealer role.
 */
export function DealerApplicationSection({ isDealer, onApproved }: { isDealer: boolean; onApproved?: () => void }) {
  const { data, error, isPending, refetch } = useDealerApplication()
  const approved = data?.status === 'approved'
  useEffect(() => {
    if (approved && !isDealer) onApproved?.()
  }, [approved, isDealer, onApproved])
  if (isDealer && !data?.application) return null
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="become-dealer-heading" className="flex flex-col gap-3">
        <h2 id="become-dealer-heading" className="text-lg font-bold text-slate-900">
          {isDealer || approved ? 'Dealer' : 'Become a dealer'}
        </h2>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {data?.status === 'not-applied' ? (
          <>
            <p className="text-sm text-slate-600">
              Registered real estate agents can curate listings as dealers. Give your RERA agent registration: an admin checks it and tells you the
              decision.
            </p>
            <ApplicationForm />
          </>
        ) : null}
        {data?.application && data.status === 'pending' ? (
          <p role="status" className="text-sm text-slate-700">
            Your application as <span className="font-semibold wrap-anywhere">{data.application.agencyName}</span> (RERA{' '}
            <span className="font-mono">{data.application.reraNumber}</span>, {data.application.reraState}) was sent on {formatDate(data.application.createdAt)} and is
            waiting for an admin.
          </p>
        ) : null}
        {data?.application && data.status === 'rejected' ? (
          <>
            <p role="status" className="text-sm text-slate-700">
              Your application was not approved: <span className="wrap-anywhere">{data.application.decisionReason}</span>. You can apply again.
            </p>
            <ApplicationForm />
          </>
        ) : null}
        {data?.application && approved ? (
          <p role="status" className="text-sm text-slate-700">
            You are a dealer (RERA <span className="font-mono">{data.application.reraNumber}</span>). Curator is in your menu.
          </p>
        ) : null}
      </section>
    </Card>
  )
}
