// SPEC §4 phone sign-in: invisible bot check, then the code is sent, then entered and verified,
// then tokens are issued (the server sets the cookies) and the session starts.
import { useState } from 'react'
import { isApiError } from '../../../lib/api-client'
import { createSession } from '../api/create-session'
import { sendOtp } from '../api/send-otp'
import { verifyOtp } from '../api/verify-otp'
import type { AuthContextValue } from '../session/auth-state'
import { runBotCheck, type BotCheck } from '../session/bot-check'

// The session's checks (the token rule, the user's schemas) are needed only once a code is
// entered: they load while the visitor reads the text message, not with the page.
const loadSessionStart = () => import('../session/start-session')

export type SignInStep =
  | { name: 'phone' }
  | { name: 'code'; phoneNumber: string; verificationId: string; resendAfterSeconds: number; sends: number }

export type SignInBusy = 'bot-check' | 'sending' | 'verifying' | null

export interface SignInError {
  message: string
  /** Seconds to wait before asking again (a 429's Retry-After). */
  waitSeconds?: number
  /** Changes with every error, so a countdown restarts. */
  id: number
  /** The code's attempts are used up: it cannot be verified any more, only a new code helps. */
  codeSpent?: boolean
}

/** The server's error code for a one-time code whose five attempts are used up. */
const CODE_SPENT = 'OTP_ATTEMPTS_EXHAUSTED'

let errorCount = 0

function toSignInError(error: unknown): SignInError {
  errorCount += 1
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
  if (isApiError(error) && error.code === CODE_SPENT) return { message, id: errorCount, codeSpent: true }
  const waitSeconds = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined
  return waitSeconds ? { message, waitSeconds, id: errorCount } : { message, id: errorCount }
}

interface Options {
  onSignedIn: AuthContextValue['completeSignIn']
  botCheck?: BotCheck
}

export function usePhoneSignIn({ onSignedIn, botCheck = runBotCheck }: Options) {
  const [step, setStep] = useState<SignInStep>({ name: 'phone' })
  const [busy, setBusy] = useState<SignInBusy>(null)
  const [error, setError] = useState<SignInError | null>(null)

  async function sendCode(phoneNumber: string) {
    setError(null)
    setBusy('bot-check')
    try {
      const altcha = await botCheck()
      setBusy('sending')
      const sent = await sendOtp({ phoneNumber, altcha })
      void loadSessionStart().catch(() => undefined)
      setStep((previous) => ({
        name: 'code',
        phoneNumber,
        verificationId: sent.verificationId,
        resendAfterSeconds: sent.resendAfterSeconds,
        sends: (previous.name === 'code' ? previous.sends : 0) + 1,
      }))
    } catch (caught) {
      setError(toSignInError(caught))
    } finally {
      setBusy(null)
    }
  }

  async function verifyCode(code: string) {
    const current = step.name === 'code' ? step : null
    setError(null)
    setBusy('verifying')
    try {
      const identity = await verifyOtp({ verificationId: current?.verificationId, code })
      const user = await createSession({ uid: identity.uid, phoneNumber: current?.phoneNumber ?? '', idToken: identity.idToken })
      const { sessionFromSignIn } = await loadSessionStart()
      onSignedIn(sessionFromSignIn(user))
    } catch (caught) {
      setError(toSignInError(caught))
      setBusy(null)
    }
  }

  function changeNumber() {
    setError(null)
    setStep({ name: 'phone' })
  }

  return { step, busy, error, sendCode, verifyCode, changeNumber, clearError: () => setError(null) }
}
