import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { canAccessPropertyTools, messages, propertyIdFromToolsPath, type AccessProperty, type TeamSeat } from '@vishwas/domain'
import { propertyHref } from '../../../config/paths'
import { isPropertyMissing } from '../../../lib/property-api'
import { getActingFor } from '../api/get-acting-for'
import { getPropertyAccess } from '../api/get-property-access'
import { useAccessCheck } from '../hooks/use-access-check'
import { AccessGuard } from './access-guard'

type LoadProperty = (propertyId: string, signal: AbortSignal) => Promise<AccessProperty>
type LoadActingFor = (signal: AbortSignal) => Promise<TeamSeat[]>

interface RequirePropertyAccessProps {
  children?: ReactNode
  /** How to read the property's ownership; by default GET /api/properties/{id}. */
  loadProperty?: LoadProperty
  /** The dealers' teams the user has joined, with their roles; by default GET /api/users/me/teams. */
  loadActingFor?: LoadActingFor
}

/**
 * SPEC §6 property tools: the domain's rule decides (admin always; owner, creator, lister,
 * current dealer or the dealer role). The property id is the 4th path segment on admin and
 * seller paths, else the first. Refused visitors go to the property page. Guards the tools pages
 * and the edit form.
 */
export function RequirePropertyAccess({ children, loadProperty = getPropertyAccess, loadActingFor = getActingFor }: RequirePropertyAccessProps) {
  const { pathname } = useLocation()
  const propertyId = propertyIdFromToolsPath(pathname) ?? ''
  const phase = useAccessCheck(async (user, signal) => {
    // Roles alone can grant it (admin, dealer); only then is the property worth fetching.
    if (canAccessPropertyTools(user, {})) return true
    if (!propertyId) return false
    try {
      const property = await loadProperty(propertyId, signal)
      if (canAccessPropertyTools(user, property)) return true
      // A listing with a dealer: the user may be on that dealer's team (asked only then).
      if (!property.dealerInfo?.currentDealer?.userId) return false
      return canAccessPropertyTools({ ...user, teams: await loadActingFor(signal) }, property)
    } catch (error) {
      // No such property: nothing to protect, and the page itself says 'Property not found'.
      if (isPropertyMissing(error)) return true
      throw error
    }
  }, propertyId)
  const to = propertyId ? propertyHref(propertyId) : '/'
  return (
    <AccessGuard
      phase={phase}
      denied={{ to, message: messages.propertyToolsDenied }}
      failed={{ to, message: messages.propertyAccessVerificationFailed }}
    >
      {children}
    </AccessGuard>
  )
}
