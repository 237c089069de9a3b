import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { checkKycId, kycIdTypeLabels, kycIdTypes, kycScanMessages, kycScanRefusal, type KycIdType } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { isApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { useKyc } from '../api/get-kyc'
import { useSubmitKyc } from '../api/submit-kyc'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
const label = 'block text-sm font-medium text-slate-700'

const statusText = { 'not-started': 'Not started', pending: 'Pending review', verified: 'Verified', rejected: 'Rejected' } as const

const fileField =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:font-semibold file:text-teal-900 focus:outline-3 focus:outline-amber-400'

/** The scan's problem before it is sent (type and size; the server checks its bytes), or null. */
const scanProblem = (file: File | undefined) => (file ? (kycScanRefusal({ name: file.name, size: file.size, contentType: file.type }) ?? null) : null)

function KycForm() {
  const id = useId()
  const [idType, setIdType] = useState<KycIdType>('aadhaar')
  const [idNumber, setIdNumber] = useState('')
  const [front, setFront] = useState<File | undefined>()
  const [back, setBack] = useState<File | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const [isNumberWrong, setNumberWrong] = useState(false)
  const submit = useSubmitKyc()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkKycId({ idType, idNumber })
    setNumberWrong(!checked.ok)
    if (!checked.ok) {
      setProblem(checked.error)
      return
    }
    if (!front) {
      setProblem(kycScanMessages.scanRequired)
      return
    }
    const refused = scanProblem(front) ?? scanProblem(back)
    if (refused) {
      setProblem(refused)
      return
    }
    submit.mutate({ idType, idNumber, front, back })
  }
  const error = problem ?? submit.error?.message
  const isAadhaar = idType === 'aadhaar'
  const pick = (set: (file: File | undefined) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    set(file)
    setProblem(scanProblem(file))
    submit.reset()
  }
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
          {isAadhaar ? 'Aadhaar number' : 'PAN'}
        </label>
        <input
          id={`${id}-number`}
          className={field}
          value={idNumber}
          onChange={(event) => {
            setIdNumber(event.target.value)
            setProblem(null)
            setNumberWrong(false)
            submit.reset()
          }}
          inputMode={isAadhaar ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isNumberWrong || (isApiError(submit.error) && submit.error.errors?.some((detail) => detail.path === 'idNumber')) ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {isAadhaar ? 'We keep only the last four digits of your Aadhaar number.' : 'Ten characters, like ABCPE1234F.'}
        </p>
      </div>
      <div className="sm:col-span-2">
        <p id={`${id}-scan-hint`} className={isAadhaar ? 'rounded-lg bg-amber-50 p-3 text-sm text-amber-950' : 'text-sm text-slate-700'}>
          {isAadhaar ? kycScanMessages.maskedAadhaar : 'Attach a scan or photo of your PAN card.'} PDF, JPEG or PNG, at most 10 MB each.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-front`} className={label}>
          {isAadhaar ? 'Masked Aadhaar (front)' : 'Scan of the front'}
        </label>
        <input id={`${id}-front`} type="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" className={fileField} onChange={pick(setFront)} required aria-describedby={`${id}-scan-hint`} />
      </div>
      <div>
        <label htmlFor={`${id}-back`} className={label}>
          {isAadhaar ? 'Masked Aadhaar (back, optional)' : 'Scan of the back (optional)'}
        </label>
        <input id={`${id}-back`} type="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" className={fileField} onChange={pick(setBack)} aria-describedby={`${id}-scan-hint`} />
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

const sideText = { front: 'Front', back: 'Back' } as const

/** The profile's KYC: its status, the number given (an Aadhaar number masked), the scans sent, and the form while there is something to submit. */
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
        {kyc && kyc.scans.length > 0 ? (
          <ul aria-label="Scans sent" className="flex flex-col gap-1 text-sm text-slate-700">
            {kyc.scans.map((scan) => (
              <li key={scan.id} className="wrap-anywhere">
                {sideText[scan.side]}: {scan.originalName}
              </li>
            ))}
          </ul>
        ) : null}
        {kyc && (kyc.status === 'not-started' || kyc.status === 'rejected') ? <KycForm /> : null}
      </section>
    </Card>
  )
}
