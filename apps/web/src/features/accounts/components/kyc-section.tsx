import { useId, useState, type FormEvent } from 'react'
import { checkKycId, kycIdTypeLabels, kycIdTypes, type KycIdType } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate } from '../../../lib/format'
import { useKyc } from '../api/get-kyc'
import { useSubmitKyc } from '../api/submit-kyc'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
const label = 'block text-sm font-medium text-slate-700'

const statusText = { 'not-started': 'Not started', pending: 'Pending review', verified: 'Verified', rejected: 'Rejected' } as const

function KycForm() {
  const id = useId()
  const [idType, setIdType] = useState<KycIdType>('aadhaar')
  const [idNumber, setIdNumber] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = useSubmitKyc()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkKycId({ idType, idNumber })
    if (!checked.ok) {
      setProblem(checked.error)
      return
    }
    submit.mutate({ idType, idNumber })
  }
  const error = problem ?? submit.error?.message
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" noValidate aria-label="KYC details">
      <div>
        <label htmlFor={`${id}-type`} className={label}>
          Identity document
        </label>
        <select
          id={`${id}-type`}
          className={field}
          value={idType}
          onChange={(event) => {
            setIdType(event.target.value as KycIdType)
            setProblem(null)
          }}
        >
          {kycIdTypes.map((type) => (
            <option key={type} value={type}>
              {kycIdTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-number`} className={label}>
          {idType === 'aadhaar' ? 'Aadhaar number' : 'PAN'}
        </label>
        <input
          id={`${id}-number`}
          className={field}
          value={idNumber}
          onChange={(event) => {
            setIdNumber(event.target.value)
            setProblem(null)
            submit.reset()
          }}
          inputMode={idType === 'aadhaar' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {idType === 'aadhaar' ? 'We keep only the last four digits of your Aadhaar number.' : 'Ten characters, like ABCPE1234F.'}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-rose-800 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Sending...' : 'Submit for verification'}
        </Button>
      </div>
    </form>
  )
}

/** The profile's KYC: its status, the number given (an Aadhaar number masked), and the form while there is something to submit. */
export function KycSection() {
  const { data: kyc, error, isPending, refetch } = useKyc()
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="kyc-heading" className="flex flex-col gap-3">
        <h2 id="kyc-heading" className="text-lg font-bold text-slate-900">
          KYC verification
        </h2>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {kyc ? (
          <p role="status" className="text-sm text-slate-700">
            Status: <span className="font-semibold">{statusText[kyc.status]}</span>
            {kyc.idType && kyc.idNumber ? (
              <>
                {' '}
                · {kycIdTypeLabels[kyc.idType]} <span className="font-mono">{kyc.idNumber}</span>
                {kyc.submittedAt ? `, sent ${formatDate(kyc.submittedAt) ?? ''}` : ''}
              </>
            ) : null}
            {kyc.status === 'rejected' && kyc.decisionReason ? <span className="block wrap-anywhere">Reason: {kyc.decisionReason}</span> : null}
          </p>
        ) : null}
        {kyc && (kyc.status === 'not-started' || kyc.status === 'rejected') ? <KycForm /> : null}
      </section>
    </Card>
  )
}
