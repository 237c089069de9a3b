// SPEC §3 property metadata: createdBy and updatedBy default to 'system'.
import { SYSTEM_USER } from '../constants'
import type { PropertyDraft } from './property-schema'

export type PropertyMetadata = PropertyDraft['metadata']

/** Metadata of a new listing; without a user, 'system' created it. */
export function createPropertyMetadata(now: Date, userId?: string): PropertyMetadata {
  const by = userId || SYSTEM_USER
  const at = now.toISOString()
  return { createdAt: at, updatedAt: at, createdBy: by, updatedBy: by, ...(userId ? { listedBy: userId } : {}) }
}

/** Metadata after a change: creation facts kept, defaults filled, the update stamped. */
export function touchPropertyMetadata(metadata: Partial<PropertyMetadata> | undefined, now: Date, userId?: string): PropertyMetadata {
  return {
    ...metadata,
    createdBy: metadata?.createdBy || SYSTEM_USER,
    updatedBy: userId || SYSTEM_USER,
    updatedAt: now.toISOString(),
  }
}
