// The shortlist's rules: each user reads and changes only their own (the calls take no user id);
// only listings the public may see are added; at most MAX_SHORTLIST; at sign-in the browser's
// list joins the stored one (the domain's mergeShortlist). Public views of listings by id answer
// the shortlist page, the comparison and the recently viewed listings, signed in or not.
import { MAX_SHORTLIST, isPropertyReference, mergeShortlist, messages, shortlistMessages, type PublicProperty } from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { RawJson } from '../../lib/raw-json'
import type { PropertyKeys, ShortlistItem, ShortlistRepository } from './shortlist.repository'

/** UUIDs (compared in lower case) and PROP- references, apart. */
export function propertyKeys(idsOrReferences: readonly string[]): PropertyKeys {
  const keys: PropertyKeys = { ids: [], references: [] }
  for (const value of idsOrReferences) {
    if (isPropertyReference(value)) keys.references.push(value)
    else keys.ids.push(value.toLowerCase())
  }
  return keys
}

const keyOf = (value: string) => (isPropertyReference(value) ? value : value.toLowerCase())

const userGone = () => new AppError('UNAUTHORIZED', messages.userNotAuthenticated)

export async function listShortlist(input: { repository: ShortlistRepository; auth: AuthContext }): Promise<ShortlistItem[]> {
  return input.repository.items(input.auth.did)
}

/** Adds a public listing to the caller's shortlist (again: no change); 404 for a listing the public cannot see, 409 when full. */
export async function addToShortlist(input: { repository: ShortlistRepository; auth: AuthContext; propertyId: string; now: Date }): Promise<ShortlistItem> {
  const outcome = await input.repository.forUser(input.auth.did, async (writer) => {
    const id = (await writer.publicIds(propertyKeys([input.propertyId]))).get(keyOf(input.propertyId))
    if (!id) throw notFound(messages.propertyNotFound)
    const items = await writer.items()
    const existing = items.find((item) => item.propertyId === id)
    if (existing) return existing
    if (items.length >= MAX_SHORTLIST) throw new AppError('CONFLICT', shortlistMessages.full)
    const addedAt = input.now.toISOString()
    await writer.add([id], addedAt)
    return { propertyId: id, addedAt }
  })
  if (!outcome.found) throw userGone()
  return outcome.value
}

/** Takes a listing off the caller's shortlist, whatever its status now; whether it was there. */
export async function removeFromShortlist(input: { repository: ShortlistRepository; auth: AuthContext; propertyId: string }): Promise<boolean> {
  return input.repository.remove(input.auth.did, propertyKeys([input.propertyId]))
}

/**
 * The browser's shortlist (kept before sign-in, newest first) joined to the caller's: the public
 * listings among them that are not yet there, as many as there is room for. Listings no longer
 * public are left out without an error (the browser's list may be old).
 */
export async function mergeIntoShortlist(input: {
  repository: ShortlistRepository
  auth: AuthContext
  propertyIds: readonly string[]
  now: Date
}): Promise<{ items: ShortlistItem[]; added: number; skipped: number }> {
  const outcome = await input.repository.forUser(input.auth.did, async (writer) => {
    const found = await writer.publicIds(propertyKeys(input.propertyIds))
    const incoming = input.propertyIds.map((value) => found.get(keyOf(value))).filter((id): id is string => id !== undefined)
    const stored = (await writer.items()).map((item) => item.propertyId)
    const { add, skipped } = mergeShortlist({ stored, incoming })
    await writer.add(add, input.now.toISOString())
    return { items: await writer.items(), added: add.length, skipped }
  })
  if (!outcome.found) throw userGone()
  return outcome.value
}

/** The public views of the named listings, in the order named, each once; those the public cannot see are left out. */
export async function findPublicProperties(input: { repository: ShortlistRepository; idsOrReferences: readonly string[] }): Promise<RawJson<PublicProperty[]>> {
  const found = await input.repository.publicDocuments(propertyKeys(input.idsOrReferences))
  const seen = new Set<string>()
  const texts: string[] = []
  for (const value of input.idsOrReferences) {
    const row = found.get(keyOf(value))
    if (!row || seen.has(row.id)) continue
    seen.add(row.id)
    texts.push(row.doc)
  }
  return new RawJson(`[${texts.join(',')}]`)
}
