import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { field, label } from './field-styles'

export type ReasonAction<A extends string> = { action: A; label: string; variant?: 'primary' | 'secondary' }

/**
 * A decision with a reason (shown to the user and kept in the audit trail): a reason box and a
 * button per action; `error` is the last refusal.
 */
export function ReasonForm<A extends string>({
  name,
  actions,
  onDecide,
  isPending,
  error,
  presets = [],
}: {
  name: string
  actions: ReasonAction<A>[]
  onDecide: (action: A, reason: string) => void
  isPending: boolean
  error?: string | undefined
  /** Reasons the admin can fill in with one press (and still edit). */
  presets?: { label: string; reason: string }[]
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  // A ref, not state: the button's click and the form's submit come in one event, before a re-render.
  const chosen = useRef<A>(actions[0]!.action)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onDecide(chosen.current, reason.trim())
  }
  return (
    <form onSubmit={submit} aria-label={name} className="flex flex-col gap-2">
      <div>
        <label htmlFor={`${id}-reason`} className={label}>
          Reason
        </label>
        <input id={`${id}-reason`} className={field} value={reason} onChange={(event) => setReason(event.target.value)} required minLength={3} maxLength={500} />
      </div>
      {presets.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Button key={preset.label} type="button" variant="secondary" size="sm" onClick={() => setReason(preset.reason)}>
              {preset.label}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action.action} type="submit" variant={action.variant ?? 'primary'} size="sm" disabled={isPending} onClick={() => (chosen.current = action.action)}>
            {action.label}
          </Button>
        ))}
      </div>
    </form>
  )
}
