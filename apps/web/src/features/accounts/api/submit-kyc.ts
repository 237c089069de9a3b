import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KycIdType } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { Kyc } from './account-types'

export type KycSubmission = { idType: KycIdType; idNumber: string; front: File; back?: File | undefined }

/** Two scans of up to 10 MB may take a while on a slow connection. */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * POST /api/users/me/kyc as multipart/form-data: an Aadhaar number (kept masked) or a PAN, then
 * the scan of the front and, when there is one, of the back; the status becomes pending.
 */
export async function submitKyc(input: KycSubmission): Promise<Kyc> {
  const form = new FormData()
  form.append('idType', input.idType)
  form.append('idNumber', input.idNumber)
  form.append('front', input.front, input.front.name)
  if (input.back) form.append('back', input.back, input.back.name)
  return (await api.post<{ kyc: Kyc }>('/users/me/kyc', form, { timeoutMs: UPLOAD_TIMEOUT_MS })).kyc
}

/** Submits, then refetches every user query (the profile's KYC badge too). */
export function useSubmitKyc() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  })
}
