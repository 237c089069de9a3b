import { api } from '../../../lib/api-client'

export interface SignInOptions {
  /** Whether this server shows one-time codes on the page (its development outbox answers this browser). */
  devOutbox: boolean
}

/** GET /api/auth/sign-in-options: what the sign-in page offers this visitor. */
export async function getSignInOptions(signal?: AbortSignal): Promise<SignInOptions> {
  const { devOutbox } = await api.get<SignInOptions & { success: true }>('/auth/sign-in-options', { signal })
  return { devOutbox }
}
