import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { formatCountdown, useCountdown } from '../hooks/use-countdown'
import type { SignInBusy } from '../hooks/use-phone-sign-in'
import { fieldClass, fieldErrorClass, labelClass } from './form-styles'
import { formatIndianPhone } from './format-phone'

export const CODE_INVALID = 'Enter the 6-digit code from the text message.'

interface CodeFormProps {
  phoneNumber: string
  /** Counts the codes sent, so the resend countdown restarts with each. */
  sends: number
  resendAfterSeconds: number
  busy: SignInBusy
  waitSeconds: number
  /** The code's attempts are used up: Verify is off and the form says when a new code can be asked for. */
  codeSpent: boolean
  onVerify: (code: string) => void
  onResend: () => void
  onChangeNumber: () => void
}

export function CodeForm({ phoneNumber, sends, resendAfterSeconds, busy, waitSeconds, codeSpent, onVerify, onResend, onChangeNumber }: CodeFormProps) {
  const id = useId()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const resendIn = useCountdown(resendAfterSeconds, sends)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const digits = code.replace(/\D/g, '')
    if (!/^\d{6}$/.test(digits)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    onVerify(digits)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        We sent a code to <span className="font-semibold whitespace-nowrap text-slate-900">{formatIndianPhone(phoneNumber)}</span>.{' '}
        <button type="button" onClick={onChangeNumber} className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:outline-3 focus-visible:outline-amber-500">
          Change number
        </button>
      </p>
      <div>
        <label htmlFor={`${id}-code`} className={labelClass}>
          One-time code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-code-error` : undefined}
          className={`${fieldClass} mt-1 text-center font-mono text-xl tracking-[0.5em]`}
        />
        {invalid ? (
          <p id={`${id}-code-error`} className={fieldErrorClass}>
            {CODE_INVALID}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy !== null || waitSeconds > 0 || codeSpent} className="w-full">
        {busy === 'verifying' ? 'Verifying...' : 'Verify and sign in'}
      </Button>
      {codeSpent ? (
        <p role="status" className="text-center text-sm font-medium text-slate-800">
          {resendIn > 0 ? `You can request a new code in ${formatCountdown(resendIn)}.` : 'You can request a new code now.'}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onResend} disabled={resendIn > 0 || busy !== null || waitSeconds > 0} className="w-full">
        {busy === 'bot-check' || busy === 'sending' ? 'Sending code...' : resendIn > 0 ? `Resend code in ${formatCountdown(resendIn)}` : 'Resend code'}
      </Button>
    </form>
  )
}
