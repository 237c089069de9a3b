import { useState, type FormEvent } from 'react'
import type { ApplicationAction, RentalAction } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { useTransition } from '../api/transition'

type Action = ApplicationAction | RentalAction

export const ACTION_LABELS: Record<Action, string> = {
  review: 'Start review',
  approve: 'Approve',
  reject: 'Reject',
  withdraw: 'Withdraw',
  activate: 'Activate',
  cancel: 'Call off',
  end: 'End tenancy',
  terminate: 'Terminate',
}

/** Actions that ask for something first: a reason, or an approval's terms. */
const REASON_REQUIRED = new Set<Action>(['cancel', 'end', 'terminate'])
const REASON_OPTIONAL = new Set<Action>(['reject'])

const field = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'
const labelClass = 'flex flex-col gap-1 text-xs font-semibold text-slate-700'

const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const paiseOf = (value: FormDataEntryValue | null) => {
  const text = textOf(value)
  return text === undefined ? undefined : Math.round(Number(text) * 100)
}

/**
 * The buttons of the actions the caller may take on an application or a rental (the server's
 * `actions`), each sent with the version shown: when someone acted first, the answer says so.
 */
export function TransitionControls({ entity, id, version, actions, subject }: { entity: 'application' | 'rental'; id: string; version: number; actions: readonly Action[]; subject: string }) {
  const mutation = useTransition()
  const [open, setOpen] = useState<Action | null>(null)
  if (actions.length === 0) return null

  const send = (action: Action, body: Record<string, unknown> = {}) => {
    const input = { id, body: { ...body, version } }
    mutation.mutate(entity === 'application' ? { entity, action: action as ApplicationAction, ...input } : { entity, action: action as RentalAction, ...input }, { onSuccess: () => setOpen(null) })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!open) return
    const data = new FormData(event.currentTarget)
    if (open === 'approve') {
      const terms = {
        monthlyRentPaise: paiseOf(data.get('rent')),
        securityDepositPaise: paiseOf(data.get('deposit')),
        startDate: textOf(data.get('startDate')),
        endDate: textOf(data.get('endDate')),
        rentDueDay: textOf(data.get('rentDueDay')) === undefined ? undefined : Number(data.get('rentDueDay')),
      }
      send(open, Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== undefined)))
      return
    }
    const reason = textOf(data.get('reason'))
    send(open, reason === undefined ? {} : { reason })
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'approve' || action === 'activate' ? 'primary' : 'secondary'}
            aria-label={`${ACTION_LABELS[action]}: ${subject}`}
            aria-expanded={action === 'approve' || REASON_REQUIRED.has(action) || REASON_OPTIONAL.has(action) ? open === action : undefined}
            disabled={mutation.isPending}
            onClick={() => (action === 'approve' || REASON_REQUIRED.has(action) || REASON_OPTIONAL.has(action) ? setOpen(open === action ? null : action) : send(action))}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      {open ? (
        <form onSubmit={submit} aria-label={`${ACTION_LABELS[open]}: ${subject}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          {open === 'approve' ? (
            <>
              <p className="text-xs text-slate-600">Leave a term empty for its default: the listing’s rent, two months’ deposit, from the move-in date for 11 months, due on the 5th.</p>
              <div className="grid gap-2 sm:grid-cols-2">
                <label className={labelClass}>
                  Monthly rent (₹)
                  <input name="rent" type="number" min={1} step="1" inputMode="numeric" className={field} />
                </label>
                <label className={labelClass}>
                  Security deposit (₹)
                  <input name="deposit" type="number" min={0} step="1" inputMode="numeric" className={field} />
                </label>
                <label className={labelClass}>
                  Start date
                  <input name="startDate" type="date" className={field} />
                </label>
                <label className={labelClass}>
                  End date
                  <input name="endDate" type="date" className={field} />
                </label>
                <label className={labelClass}>
                  Rent due day (1–28)
                  <input name="rentDueDay" type="number" min={1} max={28} inputMode="numeric" className={field} />
                </label>
              </div>
            </>
          ) : (
            <label className={labelClass}>
              {REASON_REQUIRED.has(open) ? 'Reason' : 'Reason (optional)'}
              <input name="reason" required={REASON_REQUIRED.has(open)} maxLength={500} className={field} />
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={mutation.isPending}>
              {`Confirm: ${ACTION_LABELS[open].toLowerCase()}`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(null)}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
      {mutation.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {mutation.error.message}
        </p>
      ) : null}
    </div>
  )
}
