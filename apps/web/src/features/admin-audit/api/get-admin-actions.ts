import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type AdminActionTarget = 'user' | 'property' | 'payment' | 'deal' | 'rental' | 'dealer-application' | 'kyc' | 'score'

export interface AdminAction {
  id: string
  actorId: string
  actorName: string
  action: string
  targetType: AdminActionTarget
  targetId: string
  before: unknown
  after: unknown
  reason: string
  createdAt: string
}

interface AdminActionsPage {
  success: true
  actions: AdminAction[]
  pagination: Pagination
}

/** GET /api/admin/audit (admins): the admin actions on one object, newest first. */
export function getAdminActionsQueryOptions(target: { targetType: AdminActionTarget; targetId: string }, page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit', target.targetType, target.targetId, page],
    queryFn: ({ signal }) => api.get<AdminActionsPage>('/admin/audit', { query: { ...target, page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminActions(target: { targetType: AdminActionTarget; targetId: string }, page: number) {
  return useQuery(getAdminActionsQueryOptions(target, page))
}
