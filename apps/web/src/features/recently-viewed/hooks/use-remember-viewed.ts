import { useEffect } from 'react'
import { rememberViewed } from './recently-viewed-store'

/** Remembers a listing the visitor opened (its UUID, once it has loaded). */
export function useRememberViewed(propertyId: string | undefined): void {
  useEffect(() => {
    if (propertyId) rememberViewed(propertyId)
  }, [propertyId])
}
