import type { ReactNode } from 'react'
import { curatorMessages, messages } from '@vishwas/domain'
import { paths } from '../../../config/paths'
import { useAccessCheck, type AccessRule } from '../hooks/use-access-check'
import { AccessGuard } from './access-guard'

const isSeller: AccessRule = (user) => user.roles.isSeller === true
const isAdmin: AccessRule = (user) => user.roles.isAdmin === true
const isDealer: AccessRule = (user) => user.roles.isDealer === true

/** SPEC §6: seller routes require roles.isSeller; others go home with SPEC's reason and message. */
export function RequireSeller({ children }: { children?: ReactNode }) {
  const phase = useAccessCheck(isSeller)
  return (
    <AccessGuard
      phase={phase}
      denied={{ to: paths.home, reason: messages.sellerAccessDeniedReason, message: messages.sellerPrivilegesRequired }}
      failed={{ to: paths.home, message: messages.sellerVerificationFailed }}
    >
      {children}
    </AccessGuard>
  )
}

/** SPEC §6: admin routes require roles.isAdmin. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const phase = useAccessCheck(isAdmin)
  return (
    <AccessGuard
      phase={phase}
      denied={{ to: paths.home, message: messages.adminPrivilegesRequired }}
      failed={{ to: paths.home, message: messages.adminVerificationFailed }}
    >
      {children}
    </AccessGuard>
  )
}

/** SPEC §2: /dealer (Curator) is for dealers only; others go home with the reason. */
export function RequireDealer({ children }: { children?: ReactNode }) {
  const phase = useAccessCheck(isDealer)
  return (
    <AccessGuard
      phase={phase}
      denied={{ to: paths.home, message: curatorMessages.dealerPrivilegesRequired }}
      failed={{ to: paths.home, message: curatorMessages.dealerVerificationFailed }}
    >
      {children}
    </AccessGuard>
  )
}
