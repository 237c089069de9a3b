import { api } from '../../../lib/api-client'

export interface SentCode {
  verificationId: string
  resendAfterSeconds: number
  expiresInSeconds: number
}

interface SendOtpResponse extends Partial<SentCode> {
  success: true
  verificationId: string
}

/** Fallbacks when the server leaves the timings out (its own defaults). */
const RESEND_AFTER_SECONDS = 60
const EXPIRES_IN_SECONDS = 300

/** POST /api/auth/otp/send: sends a one-time code to the phone; `altcha` is the solved bot check. */
export async function sendOtp(input: { phoneNumber: string; altcha: string }): Promise<SentCode> {
  const reply = await api.post<SendOtpResponse>('/auth/otp/send', input)
  return {
    verificationId: reply.verificationId,
    resendAfterSeconds: reply.resendAfterSeconds ?? RESEND_AFTER_SECONDS,
    expiresInSeconds: reply.expiresInSeconds ?? EXPIRES_IN_SECONDS,
  }
}
