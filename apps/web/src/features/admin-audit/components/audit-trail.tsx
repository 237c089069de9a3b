// The audit trail of one object, for admin pages: who did what and when, the reason, and each
// changed field before and after. Values are shown as text.
import { useState } from 'react'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { useAdminActions, type AdminAction, type AdminActionTarget } from '../api/get-admin-actions'
import { PageStepper } from '../../../components/ui/pagination'

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

const shown = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))

/** The fields of before and after, side by side. */
function changes(action: AdminAction): { field: string; before: string; after: string }[] {
  const before = (action.before && typeof action.before === 'object' ? action.before : {}) as Record<string, unknown>
  const after = (action.after && typeof action.after === 'object' ? action.after : {}) as Record<string, unknown>
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }))
}

export function AuditTrail({ targetType, targetId, title = 'Admin actions' }: { targetType: AdminActionTarget; targetId: string; title?: string }) {
  const [page, setPage] = useState(1)
  const { data, isPending, error } = useAdminActions({ targetType, targetId }, page)
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {isPending ? <LoadingDots message="Loading the audit trail" /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      {data && data.actions.length === 0 ? <p className="text-sm text-slate-600">No admin has acted on this yet.</p> : null}
      {data && data.actions.length > 0 ? (
        <ol className="space-y-2">
          {data.actions.map((action) => (
            <li key={action.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
              <p className="text-slate-900">
                <span className="font-semibold">{action.action}</span> by {action.actorName || 'an admin whose account no longer exists'} ·{' '}
                <time dateTime={action.createdAt}>{dateTime.format(new Date(action.createdAt))}</time>
              </p>
              {action.reason ? <p className="text-slate-700 wrap-anywhere">Reason: {action.reason}</p> : null}
              {changes(action).length > 0 ? (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
                  {changes(action).map((change) => (
                    <div key={change.field} className="contents">
                      <dt className="font-mono text-xs leading-5">{change.field}</dt>
                      <dd className="wrap-anywhere">
                        {change.before} → {change.after}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {data ? <PageStepper page={page} pages={data.pagination.pages} onPage={setPage} label="Audit trail pages" previous="Newer" next="Older" /> : null}
    </section>
  )
}
