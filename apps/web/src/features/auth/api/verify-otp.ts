import { messages } from '@vishwas/domain'
import { api, ApiError } from '../../../lib/api-client'

export interface VerifiedIdentity {
  uid: string
  idToken: string
}

interface VerifyOtpResponse {
  success: true
  data: VerifiedIdentity
}

/**
 * POST /api/auth/otp/verify. SPEC §5: verification requires a prior send, so without a
 * verification id it fails with SPEC's message before asking.
 */
export async function verifyOtp(input: { verificationId: string | null | undefined; code: string }): Promise<VerifiedIdentity> {
  if (!input.verificationId) throw new ApiError({ message: messages.noVerificationId, status: 400, code: 'NO_VERIFICATION_ID' })
  const { data } = await api.post<VerifyOtpResponse>('/auth/otp/verify', { verificationId: input.verificationId, code: input.code })
  return data
}
