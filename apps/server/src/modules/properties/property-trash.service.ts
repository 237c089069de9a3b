// Deleting is soft (ARCHITECTURE §6): the listing and its history leave every view at once, an
// admin can restore it for PROPERTY_RESTORE_DAYS, and after that it is purged. Purging runs at
// the start of every delete, list of deleted listings and restore (so nothing older is ever
// listed or restored, whatever the time), and as the scheduled job deleted-properties-purge
// (hourly: gone for good even when nobody deletes or restores anything).
import { PROPERTY_RESTORE_DAYS, messages, operationMessages, pageOffset, paginate, paymentMessages, type Pagination } from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import { propertyMessages } from './properties.messages'
import { requireMayDelete } from './property-stewardship'
import { RestoreConflictError, type DeletedProperty, type PropertyTrashRepository } from './property-trash.repository'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deleted at or before this moment: past restoring. */
export const restoreCutoff = (now: Date) => new Date(now.getTime() - PROPERTY_RESTORE_DAYS * DAY_MS).toISOString()

/** When a listing deleted at `deletedAt` can no longer be restored. */
export const restorableUntil = (deletedAt: string) => new Date(new Date(deletedAt).getTime() + PROPERTY_RESTORE_DAYS * DAY_MS).toISOString()

/** DELETE /properties/{reference}: owners and admins; the listing moves to the trash. */
/** Removes the files of listings purged for good (after the purge committed; a file that is already gone is fine). */
export type RemoveFiles = (paths: readonly string[]) => Promise<void>

export async function deleteProperty(input: { trash: PropertyTrashRepository; removeFiles: RemoveFiles; auth: AuthContext; reference: string; now: Date }): Promise<void> {
  const { auth, now } = input
  const purged = await input.trash.transaction(async (writer) => {
    const gone = await writer.purge(restoreCutoff(now))
    const property = await writer.lock(propertyKey(input.reference))
    if (!property) throw notFound(messages.propertyNotFound)
    requireMayDelete(auth, property)
    if (await writer.isHeld(property.id)) throw new AppError('CONFLICT', operationMessages.propertyHeld)
    if (await writer.holdsMoney(property.id)) throw new AppError('CONFLICT', paymentMessages.escrowHeldDeleteRefused)
    await writer.moveToTrash(property.id, { by: auth.did, at: now.toISOString() })
    return gone
  })
  await input.removeFiles(purged.files)
}

export type DeletedPropertyEntry = DeletedProperty & { restorableUntil: string }

/** GET /admin/deleted-properties: what an admin can still restore, most recently deleted first. */
export async function listDeletedProperties(input: {
  trash: PropertyTrashRepository
  removeFiles: RemoveFiles
  page: number
  limit: number
  now: Date
}): Promise<{ properties: DeletedPropertyEntry[]; pagination: Pagination }> {
  const cutoff = restoreCutoff(input.now)
  await input.removeFiles((await input.trash.purge(cutoff)).files)
  const { deleted, total } = await input.trash.listDeleted({ cutoff, limit: input.limit, offset: pageOffset(input.page, input.limit) })
  return {
    properties: deleted.map((entry) => ({ ...entry, restorableUntil: restorableUntil(entry.deletedAt) })),
    pagination: paginate(total, input.page, input.limit),
  }
}

/** POST /admin/deleted-properties/{id}/restore: the listing comes back as it was, with its history. */
export async function restoreDeletedProperty(input: { trash: PropertyTrashRepository; removeFiles: RemoveFiles; id: string; now: Date }): Promise<void> {
  const cutoff = restoreCutoff(input.now)
  try {
    const purged = await input.trash.transaction(async (writer) => {
      const gone = await writer.purge(cutoff)
      if (!(await writer.restore(input.id.toLowerCase(), cutoff))) throw notFound(propertyMessages.deletedPropertyNotFound)
      return gone
    })
    await input.removeFiles(purged.files)
  } catch (error) {
    if (!(error instanceof RestoreConflictError)) throw error
    const message = error.reason === 'reference' ? propertyMessages.restoreReferenceTaken : propertyMessages.restoreUserGone
    throw new AppError('CONFLICT', message)
  }
}

/** The scheduled purge (job deleted-properties-purge): listings past restoring go for good, with their files. Answers how many. */
export async function purgeDeletedProperties(input: { trash: PropertyTrashRepository; removeFiles: RemoveFiles; now: Date }): Promise<number> {
  const purged = await input.trash.purge(restoreCutoff(input.now))
  await input.removeFiles(purged.files)
  return purged.count
}
