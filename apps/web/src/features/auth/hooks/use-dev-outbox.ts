import { useQuery } from '@tanstack/react-query'
import { getDevOutbox, hasDevOutbox } from '../api/get-dev-outbox'

/** On a development server: whether it is one, and the code last sent to `phoneNumber`. */
export function useDevOutbox(phoneNumber: string | null, sends: number) {
  const probe = useQuery({ queryKey: ['dev', 'outbox'], queryFn: ({ signal }) => hasDevOutbox(signal), staleTime: Infinity, retry: false })
  const isDevelopment = probe.data === true
  const sent = useQuery({
    queryKey: ['dev', 'outbox', phoneNumber, sends],
    queryFn: ({ signal }) => getDevOutbox(phoneNumber ?? '', signal),
    enabled: isDevelopment && phoneNumber !== null && sends > 0,
    retry: false,
    staleTime: Infinity,
  })
  return { isDevelopment, sentCode: sent.data }
}
