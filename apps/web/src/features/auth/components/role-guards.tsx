import type { ReactNode } from 'react'
import { curatorMessages, messages } from '@vishwas/domain'
import { paths } from '../../../config/paths'
import { getActingFor } from '../api/get-acting-for'
import { useAccessCheck, type AccessRule } from '../hooks/use-access-check'
import { AccessGuard } from './access-guard'

// A member of a dealer's team works the seller side too: the tools of the dealer's listings are
// theirs to open (each page checks its property access); the teams are asked only of non-sellers.
const isSellerSide: AccessRule = async (user, signal) => user.roles.isSeller === true || (await getActingFor(signal)).length > 0
const isAdmin: AccessRule = (user) => user.roles.isAdmin === true
const isDealer: AccessRule = (user) => user.roles.isDealer === true

/** SPEC §6: seller routes require roles.isSeller (or a seat on a dealer's team); others go home with SPEC's reason and message. */
export function RequireSeller({ children }: { children?: ReactNode }) {
  const phase = useAccessCheck(isSellerSide)
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
