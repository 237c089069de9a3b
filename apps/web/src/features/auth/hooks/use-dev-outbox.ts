import { useQuery } from '@tanstack/react-query'
import { getDevOutbox } from '../api/get-dev-outbox'
import { getSignInOptions } from '../api/get-sign-in-options'

/**
 * Whether the server shows this visitor the codes (it says so; the outbox itself is asked only
 * then), and the code last sent to `phoneNumber`.
 */
export function useDevOutbox(phoneNumber: string | null, sends: number) {
  const options = useQuery({ queryKey: ['auth', 'sign-in-options'], queryFn: ({ signal }) => getSignInOptions(signal), staleTime: Infinity, retry: false })
  const isDevelopment = options.data?.devOutbox === true
  const sent = useQuery({
    queryKey: ['dev', 'outbox', phoneNumber, sends],
    queryFn: ({ signal }) => getDevOutbox(phoneNumber ?? '', signal),
    enabled: isDevelopment && phoneNumber !== null && sends > 0,
    retry: false,
    staleTime: Infinity,
  })
  return { isDevelopment, sentCode: sent.data }
}
