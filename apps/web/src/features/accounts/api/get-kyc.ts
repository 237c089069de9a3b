import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Kyc } from './account-types'

/** GET /api/users/me/kyc: the KYC status and the number given (an Aadhaar number only masked). */
export async function getKyc(signal?: AbortSignal): Promise<Kyc> {
  return (await api.get<{ kyc: Kyc }>('/users/me/kyc', { signal })).kyc
}

export function getKycQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me', 'kyc'], queryFn: ({ signal }) => getKyc(signal) })
}

export function useKyc() {
  return useQuery(getKycQueryOptions())
}
