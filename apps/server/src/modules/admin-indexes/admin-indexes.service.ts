// The database's indexes for admins (issue #25): size, scans, rows read and last use, with a
// flag on those the statistics saw no scan of since they were reset. Read only.
import { isUnusedIndex, pageOffset, paginate, propertyAdminMessages, type IndexSortKey } from '@vishwas/domain'
import { requireAdmin, type AuthContext } from '../../plugins/auth-guards'
import type { AdminIndexesRepository } from './admin-indexes.repository'

export async function listDatabaseIndexes(input: {
  repository: AdminIndexesRepository
  auth: AuthContext
  query: { sortBy: IndexSortKey; sortOrder: 'asc' | 'desc'; unusedOnly: boolean; table?: string | undefined; page: number; limit: number }
}) {
  requireAdmin(input.auth)
  const { repository, query } = input
  const [recordsLastUse, statisticsResetAt] = await Promise.all([repository.recordsLastUse(), repository.statisticsResetAt()])
  const { indexes, total } = await repository.list({
    sortBy: query.sortBy,
    descending: query.sortOrder === 'desc',
    unusedOnly: query.unusedOnly,
    table: query.table,
    offset: pageOffset(query.page, query.limit),
    limit: query.limit,
    withLastUse: recordsLastUse,
  })
  return {
    indexes: indexes.map((index) => ({ ...index, isUnused: isUnusedIndex(index) })),
    statistics: {
      resetAt: statisticsResetAt,
      lastUseRecorded: recordsLastUse,
      ...(recordsLastUse ? {} : { lastUseNote: propertyAdminMessages.lastUsedNotRecorded }),
    },
    pagination: paginate(total, query.page, query.limit),
  }
}
