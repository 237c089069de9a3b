import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KycIdType } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { Kyc } from './account-types'

/** POST /api/users/me/kyc: an Aadhaar number (kept masked) or a PAN; the status becomes pending. */
export async function submitKyc(input: { idType: KycIdType; idNumber: string }): Promise<Kyc> {
  return (await api.post<{ kyc: Kyc }>('/users/me/kyc', input)).kyc
}

/** Submits, then refetches every user query (the profile's KYC badge too). */
export function useSubmitKyc() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  })
}
