// The document the server stores, from a checked draft: what the server decides rather than the
// client (id, reference, metadata, the view count, the evaluation: never a client's), the
// owner when none is named, and what is derived: the geometry from the boundary (an open ring;
// its centroid as location.coordinates) and the price per square foot.
import {
  createBlankProperty,
  createPropertyMetadata,
  polygonCentroid,
  touchPropertyMetadata,
  withPricePerSqft,
  type Property,
  type PropertyDraft,
} from '@vishwas/domain'
import { boundaryVertices, isUuid } from './property-check'

/** What the server works out from the draft: the geometry and the price per square foot. */
const derived = (draft: PropertyDraft): PropertyDraft => withPricePerSqft(withGeometry(draft))

/** The open ring, and its centroid as the coordinates when it is a polygon. */
function withGeometry(draft: PropertyDraft): PropertyDraft {
  const vertices = boundaryVertices(draft)
  if (vertices.length < 3) return draft
  const coordinates = polygonCentroid(vertices)
  return { ...draft, location: { ...draft.location, geofence: { vertices }, ...(coordinates ? { coordinates } : {}) } }
}

const normalId = (id: string) => (isUuid(id) ? id.toLowerCase() : id)

/** User ids as the users table writes them (lower-case UUIDs), so access checks and joins match. */
function withNormalIds(draft: PropertyDraft): PropertyDraft {
  const { ownership, dealerInfo } = draft
  const dealer = dealerInfo.currentDealer
  return {
    ...draft,
    ownership: {
      ...ownership,
      owners: ownership.owners.map((owner) => ({ ...owner, userId: normalId(owner.userId) })),
      ...(ownership.ownerId ? { ownerId: normalId(ownership.ownerId) } : {}),
    },
    dealerInfo: { ...dealerInfo, currentDealer: dealer ? { ...dealer, userId: normalId(dealer.userId) } : null },
  }
}

/** Owners without a name take the user's full name. */
export function withOwnerNames(property: Property, names: ReadonlyMap<string, string>): Property {
  const owners = property.ownership.owners.map((owner) => {
    const name = owner.name ?? names.get(owner.userId)
    return name === undefined ? owner : { ...owner, name }
  })
  return { ...property, ownership: { ...property.ownership, owners } }
}

/** A primary owner id when owners are listed without one. */
function withOwnerId(ownership: PropertyDraft['ownership']): PropertyDraft['ownership'] {
  const first = ownership.owners[0]
  return ownership.ownerId || !first ? ownership : { ...ownership, ownerId: first.userId }
}

export type NewPropertyInput = {
  draft: PropertyDraft
  id: string
  reference: string
  /** The creator's user id. */
  by: string
  now: Date
}

/**
 * A new listing: server metadata, no views yet, no score (the server's evaluation gives it); with no
 * owners listed, the owner id (else the creator) owns all of it.
 */
export function newPropertyDocument(input: NewPropertyInput): Property {
  const draft = withNormalIds(derived(input.draft))
  let ownership = draft.ownership
  if (ownership.owners.length === 0) {
    const userId = ownership.ownerId ?? input.by
    ownership = { owners: [{ userId, share: 100 }], ownerId: userId }
  }
  return {
    ...draft,
    ownership: withOwnerId(ownership),
    id: input.id,
    reference: input.reference,
    evaluation: createBlankProperty().evaluation,
    analytics: createBlankProperty().analytics,
    // The media list is the media store's (property_media, modules/media): it starts empty.
    media: [],
    metadata: createPropertyMetadata(input.now, input.by),
  }
}

export type ChangedPropertyInput = { stored: Property; draft: PropertyDraft; by: string; now: Date }

/**
 * A stored listing after a change: id, reference, metadata (who created and who listed it: the
 * lister has property access), the view count and the evaluation stay (the server computes it,
 * an admin overrides it only through the evaluation calls); an empty owners list keeps the stored
 * owners (a property always has one).
 */
export function changedPropertyDocument(input: ChangedPropertyInput): Property {
  const { stored } = input
  const draft = withNormalIds(derived(input.draft))
  const ownership = draft.ownership.owners.length === 0 ? stored.ownership : withOwnerId(draft.ownership)
  return {
    ...draft,
    ownership,
    id: stored.id,
    reference: stored.reference,
    evaluation: stored.evaluation,
    analytics: stored.analytics,
    // The media list is the media store's (property_media): changed only by the media calls.
    media: stored.media,
    metadata: touchPropertyMetadata(stored.metadata, input.now, input.by),
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** A partial document over a whole one: objects merge key by key, anything else replaces. */
export function mergeDeep(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__') continue
    const current = merged[key]
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value
  }
  return merged
}
