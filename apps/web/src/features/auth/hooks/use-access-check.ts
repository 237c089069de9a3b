// SPEC §4 access check (seller, admin, tools): loading while auth loads, then verifying (the
// profile is fetched by user id when its details are missing), then granted or denied; 'failed'
// when verifying went wrong (SPEC §6 has a message for that too).
import { useEffect, useRef, useState } from 'react'
import type { AccessUser } from '@vishwas/domain'
import { useAuth } from './use-auth'

// Needed only when the user's details are missing; kept out of the first download.
const loadGetUser = () => import('../api/get-user')

export type AccessPhase = 'loading' | 'signed-out' | 'verifying' | 'granted' | 'denied' | 'failed'

/** Decides for a signed-in user; may ask the server (e.g. for the property). */
export type AccessRule = (user: AccessUser, signal: AbortSignal) => boolean | Promise<boolean>

/** `subject` names what is checked (e.g. the property id): a new subject is checked afresh. */
export function useAccessCheck(rule: AccessRule, subject = ''): AccessPhase {
  const { state } = useAuth()
  const ruleRef = useRef(rule)
  useEffect(() => {
    ruleRef.current = rule
  })
  const [result, setResult] = useState<{ key: string; phase: 'granted' | 'denied' | 'failed' } | null>(null)

  const identity = state.status === 'authenticated' ? state.identity : null
  const user = state.status === 'authenticated' ? state.user : null
  const roles = user?.roles ?? identity?.roles
  const key = identity ? JSON.stringify([identity.did, roles, user === null, subject]) : ''

  useEffect(() => {
    if (!identity) return
    const controller = new AbortController()
    const verify = async (): Promise<boolean> => {
      const details = user ?? (await (await loadGetUser()).getUser(identity.did, controller.signal))
      return ruleRef.current({ did: details.did || identity.did, roles: details.roles }, controller.signal)
    }
    verify().then(
      (allowed) => {
        if (!controller.signal.aborted) setResult({ key, phase: allowed ? 'granted' : 'denied' })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Access check failed:', error)
        setResult({ key, phase: 'failed' })
      },
    )
    return () => controller.abort()
    // `key` stands for identity, user and subject.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  if (state.status === 'loading') return 'loading'
  if (state.status === 'unauthenticated') return 'signed-out'
  return result?.key === key ? result.phase : 'verifying'
}
