import { useId, useState } from 'react'
import { propertyStatuses, type PropertyStatus } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { humanize, plural } from '../../../lib/format'
import { useChangePropertyStatuses, type BulkStatusAnswer } from '../api/change-property-statuses'
import { fieldClass, labelClass } from './styles'

/**
 * The selected listings' new status: choose, confirm, and read what changed and what was refused
 * (each refusal with its reason, by the listing's title).
 */
export function BulkStatusBar({ selected, titleOf, onDone }: { selected: string[]; titleOf: (id: string) => string; onDone: () => void }) {
  const [status, setStatus] = useState<PropertyStatus | ''>('')
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [answer, setAnswer] = useState<BulkStatusAnswer | null>(null)
  const change = useChangePropertyStatuses()
  const statusId = useId()
  const reasonId = useId()
  const confirm = () => {
    if (!status) return
    change.mutate(
      { propertyIds: selected, status, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (result) => {
          setAnswer(result)
          setConfirming(false)
          setReason('')
          onDone()
        },
      },
    )
  }
  const refused = answer?.results.filter((result) => !result.success) ?? []
  return (
    <section aria-label="Change status of selected listings" className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3">
        <p className="text-sm font-semibold text-slate-800" aria-live="polite">
          {selected.length === 0 ? 'Select listings to change their status.' : `${plural(selected.length, 'listing')} selected`}
        </p>
        <div>
          <label htmlFor={statusId} className={labelClass}>
            New status
          </label>
          <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as PropertyStatus | '')} className={fieldClass}>
            <option value="">Choose</option>
            {propertyStatuses.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor={reasonId} className={labelClass}>
            Reason (for the audit trail)
          </label>
          <input id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} className={fieldClass} />
        </div>
        <Button size="sm" disabled={selected.length === 0 || !status} onClick={() => setConfirming(true)}>
          Change status
        </Button>
      </div>
      {answer ? (
        <div role="status" className="mt-3 text-sm text-slate-800">
          <p className="font-semibold">
            {plural(answer.succeeded, 'listing')} changed{answer.failed > 0 ? `, ${plural(answer.failed, 'listing')} refused:` : '.'}
          </p>
          {refused.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {refused.map((result) => (
                <li key={result.id} className="wrap-anywhere">
                  {titleOf(result.id)}: {result.error}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {confirming && status ? (
        <ConfirmDialog
          title={`Mark ${plural(selected.length, 'listing')} ${humanize(status).toLowerCase()}?`}
          confirmLabel="Change status"
          busyLabel="Changing..."
          isBusy={change.isPending}
          {...(change.error ? { error: change.error.message } : {})}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          Each listing changes as an edit would, with its history, and the change is recorded in the audit trail. A listing that cannot change is left as it is and
          listed with the reason.
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
