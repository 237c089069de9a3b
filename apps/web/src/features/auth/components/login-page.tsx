import { useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { useAuth } from '../hooks/use-auth'
import { formatCountdown, useCountdown } from '../hooks/use-countdown'
import { useDevOutbox } from '../hooks/use-dev-outbox'
import { usePhoneSignIn } from '../hooks/use-phone-sign-in'
import type { BotCheck } from '../session/bot-check'
import { returnPath, signInPurpose } from '../session/return-path'
import { CodeForm } from './code-form'
import { DevNotice } from './dev-notice'
import { PhoneForm } from './phone-form'

/** /login: phone number and one-time code behind an invisible bot check (SPEC §1, §4). */
export function LoginPage({ botCheck }: { botCheck?: BotCheck }) {
  const { state, completeSignIn } = useAuth()
  const location = useLocation()
  const [phone, setPhone] = useState('')
  const flow = usePhoneSignIn({ onSignedIn: completeSignIn, botCheck })
  const { step, busy, error } = flow
  const waitSeconds = useCountdown(error?.waitSeconds ?? 0, error?.id ?? 0)
  const dev = useDevOutbox(step.name === 'code' ? step.phoneNumber : null, step.name === 'code' ? step.sends : 0)

  if (state.status === 'authenticated') return <Navigate to={returnPath(location.search)} replace />
  if (state.status === 'loading') return <LoadingDots className="min-h-64" />
  const purpose = signInPurpose(location.search)

  return (
    <div className="mx-auto grid w-full max-w-md gap-4">
      <title>{`Sign in | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Sign in</h1>
        {purpose ? <p className="mt-2 rounded-lg bg-teal-50 px-3 py-2 text-sm font-medium text-teal-950">{purpose}</p> : null}
        <p className="mt-1 mb-5 text-sm text-slate-600">
          {step.name === 'phone' ? 'Sign in or create an account with your mobile number.' : 'Enter the code to finish signing in.'}
        </p>
        {error ? (
          <Notice tone="error" role="alert" className="mb-4">
            <p>{error.message}</p>
            {waitSeconds > 0 ? <p className="mt-1 font-medium">You can try again in {formatCountdown(waitSeconds)}.</p> : null}
          </Notice>
        ) : null}
        {step.name === 'phone' ? (
          <PhoneForm value={phone} onChange={setPhone} onSubmit={(phoneNumber) => void flow.sendCode(phoneNumber)} busy={busy} waitSeconds={waitSeconds} />
        ) : (
          <CodeForm
            phoneNumber={step.phoneNumber}
            sends={step.sends}
            resendAfterSeconds={step.resendAfterSeconds}
            busy={busy}
            waitSeconds={waitSeconds}
            codeSpent={error?.codeSpent === true}
            onVerify={(code) => void flow.verifyCode(code)}
            onResend={() => void flow.sendCode(step.phoneNumber)}
            onChangeNumber={flow.changeNumber}
          />
        )}
        <p className="mt-5 flex items-center gap-2 text-xs text-slate-600">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-teal-700" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M10 2 4 4.5v5c0 3.9 2.6 7 6 8.5 3.4-1.5 6-4.6 6-8.5v-5L10 2z" />
            <path d="m7.5 10 1.8 1.8 3.4-3.6" />
          </svg>
          Protected by an invisible bot check: there is nothing to solve.
        </p>
      </Card>
      {dev.isDevelopment ? <DevNotice sentCode={dev.sentCode} onPickNumber={step.name === 'phone' ? setPhone : undefined} /> : null}
    </div>
  )
}
