import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { canAccessPropertyTools, messages, propertyIdFromToolsPath, type AccessProperty } from '@vishwas/domain'
import { propertyHref } from '../../../config/paths'
import { isPropertyMissing } from '../../../lib/property-api'
import { getPropertyAccess } from '../api/get-property-access'
import { useAccessCheck } from '../hooks/use-access-check'
import { AccessGuard } from './access-guard'

type LoadProperty = (propertyId: string, signal: AbortSignal) => Promise<AccessProperty>

interface RequirePropertyAccessProps {
  children?: ReactNode
  /** How to read the property's ownership; by default GET /api/properties/{id}. */
  loadProperty?: LoadProperty
}

/**
 * SPEC §6 property tools: the domain's rule decides (admin always; owner, creator, lister,
 * current dealer or the dealer role). The property id is the 4th path segment on admin and
 * seller paths, else the first. Refused visitors go to the property page. Guards the tools pages
 * and the edit form.
 */
export function RequirePropertyAccess({ children, loadProperty = getPropertyAccess }: RequirePropertyAccessProps) {
  const { pathname } = useLocation()
  const propertyId = propertyIdFromToolsPath(pathname) ?? ''
  const phase = useAccessCheck(async (user, signal) => {
    // Roles alone can grant it (admin, dealer); only then is the property worth fetching.
    if (canAccessPropertyTools(user, {})) return true
    if (!propertyId) return false
    try {
      return canAccessPropertyTools(user, await loadProperty(propertyId, signal))
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
