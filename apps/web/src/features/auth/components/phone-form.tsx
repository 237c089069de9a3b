import { useId, useState, type FormEvent } from 'react'
import { isIndianMobile, toIndianE164 } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { useIsHydrated } from '../../../lib/use-is-hydrated'
import type { SignInBusy } from '../hooks/use-phone-sign-in'
import { fieldClass, fieldErrorClass, hintClass, labelClass } from './form-styles'

export const PHONE_INVALID = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'

interface PhoneFormProps {
  value: string
  onChange: (value: string) => void
  onSubmit: (phoneNumber: string) => void
  busy: SignInBusy
  /** Seconds until sending is allowed again (after a 429). */
  waitSeconds: number
}

const busyLabel: Record<Exclude<SignInBusy, null>, string> = {
  'bot-check': 'Checking...',
  sending: 'Sending code...',
  verifying: 'Verifying...',
}

/** The mobile number, +91 by default: a 10-digit Indian mobile (pasted +91 or 0 prefixes are fine). */
export function PhoneForm({ value, onChange, onSubmit, busy, waitSeconds }: PhoneFormProps) {
  // The page may come rendered from the server: until the app has taken it over, a number typed
  // or a press of Send code would go nowhere, so the form waits for it.
  const isReady = useIsHydrated()
  const id = useId()
  const [invalid, setInvalid] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const phoneNumber = toIndianE164(value)
    if (!isIndianMobile(phoneNumber)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    onSubmit(phoneNumber)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div>
        <label htmlFor={`${id}-phone`} className={labelClass}>
          Mobile number
        </label>
        <div className="mt-1 flex">
          <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-base font-medium text-slate-700" aria-hidden="true">
            +91
          </span>
          <input
            disabled={!isReady}
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="98765 43210"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={`${id}-phone-hint${invalid ? ` ${id}-phone-error` : ''}`}
            className={`${fieldClass} rounded-l-none`}
          />
        </div>
        <p id={`${id}-phone-hint`} className={hintClass}>
          India (+91). We text a 6-digit code to this number.
        </p>
        {invalid ? (
          <p id={`${id}-phone-error`} className={fieldErrorClass}>
            {PHONE_INVALID}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={!isReady || busy !== null || waitSeconds > 0} className="w-full">
        {busy ? busyLabel[busy] : 'Send code'}
      </Button>
    </form>
  )
}
