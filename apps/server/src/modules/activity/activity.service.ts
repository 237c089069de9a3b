// A person's own activity: only ever the caller's (no call takes a user id), so nobody can read
// another's. Listings that are gone keep their items, without a title.
import { activityKinds, activityLink, type ActivityItem, type ActivityKind } from '@vishwas/domain'
import type { AuthContext } from '../../plugins/auth-guards'
import type { ActivityRepository } from './activity.repository'

export async function listMyActivity(input: {
  repository: ActivityRepository
  auth: AuthContext
  kind?: ActivityKind | undefined
  page: number
  limit: number
}): Promise<{ activity: ActivityItem[]; total: number }> {
  const kinds = input.kind ? [input.kind] : activityKinds
  const { rows, total } = await input.repository.list({ userId: input.auth.did, kinds, limit: input.limit, offset: (input.page - 1) * input.limit })
  return { activity: rows.map((row) => ({ ...row, link: activityLink(row) })), total }
}
