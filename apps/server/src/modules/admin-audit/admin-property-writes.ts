// An admin's edit of a listing they do not represent is an admin action (ARCHITECTURE §6): the
// fields it changed go to the audit trail, in the write's transaction. An admin's own listing is
// theirs like any owner's and is not recorded.
import { documentChanges, representsProperty, type Property } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import type { AuthContext } from '../../plugins/auth-guards'
import { recordAdminAction } from './admin-audit.repository'

/** The changed fields, before and after, of each listing an admin changed without representing it. */
export async function recordAdminPropertyWrites(query: QueryFn, auth: AuthContext, writes: readonly { stored: Property; property: Property }[]): Promise<void> {
  if (!auth.roles.isAdmin) return
  for (const { stored, property } of writes) {
    if (representsProperty(auth, stored)) continue
    const changes = documentChanges(stored, property)
    if (changes.length === 0) continue
    await recordAdminAction(query, {
      actorId: auth.did,
      action: 'property.update',
      targetType: 'property',
      targetId: stored.id,
      before: Object.fromEntries(changes.map((change) => [change.path, change.before])),
      after: Object.fromEntries(changes.map((change) => [change.path, change.after])),
    })
  }
}
