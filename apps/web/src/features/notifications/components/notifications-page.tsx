// The signed-in user's notifications: newest first, all or only the unread, each marked read on
// its own (or by following its link), or all at once. Links lead only to paths of this app.
import { isAppPath } from '@vishwas/domain'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate, plural } from '../../../lib/format'
import { useNotifications } from '../api/get-notifications'
import type { NotificationItem } from '../api/notification-keys'
import { useReadNotifications } from '../api/read-notifications'

function readQuery(params: URLSearchParams) {
  const page = Number(params.get('page') ?? '1')
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, unreadOnly: params.get('filter') === 'unread' }
}

export function NotificationsPage() {
  const [params] = useSearchParams()
  const query = readQuery(params)
  const { data, error, isPending, refetch } = useNotifications(query)
  const read = useReadNotifications()
  const hrefFor = (page: number, unreadOnly = query.unreadOnly) => `?${new URLSearchParams({ ...(unreadOnly ? { filter: 'unread' } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`
  const unread = data?.unreadCount ?? 0
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="notifications-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 id="notifications-heading" className="text-2xl font-bold text-slate-900">
              Notifications
            </h1>
            <p className="text-sm text-slate-600" aria-live="polite">
              {data ? (unread > 0 ? `${plural(unread, 'unread notification')}` : 'All caught up') : ''}
            </p>
          </div>
          <Button size="sm" variant="secondary" disabled={unread === 0 || read.isPending} onClick={() => read.mutate(undefined)}>
            Mark all as read
          </Button>
        </div>
        <nav aria-label="Show" className="flex gap-2">
          <Link to={hrefFor(1, false)} aria-current={query.unreadOnly ? undefined : 'page'} className={filterClass(!query.unreadOnly)}>
            All
          </Link>
          <Link to={hrefFor(1, true)} aria-current={query.unreadOnly ? 'page' : undefined} className={filterClass(query.unreadOnly)}>
            Unread
          </Link>
        </nav>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {read.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {read.error.message}
          </p>
        ) : null}
        {data && data.notifications.length === 0 ? <p className="text-sm text-slate-600">{query.unreadOnly ? 'No unread notifications.' : 'No notifications yet.'}</p> : null}
        {data && data.notifications.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onRead={() => read.mutate(notification.id)} isBusy={read.isPending && read.variables === notification.id} />
            ))}
          </ul>
        ) : null}
        {data && data.pagination.pages > 1 ? <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={(page) => hrefFor(page)} label="Notification pages" /> : null}
      </section>
    </Card>
  )
}

const filterClass = (isActive: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${isActive ? 'bg-teal-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`

function NotificationRow({ notification, onRead, isBusy }: { notification: NotificationItem; onRead: () => void; isBusy: boolean }) {
  const link = notification.link && isAppPath(notification.link) ? notification.link : undefined
  return (
    <li className={`flex flex-wrap items-start gap-3 py-3 ${notification.read ? '' : 'border-l-4 border-teal-600 pl-3'}`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere text-slate-900">
          {notification.read ? null : <span className="sr-only">Unread: </span>}
          {link ? (
            <Link to={link} onClick={notification.read ? undefined : onRead} className="text-teal-800 underline underline-offset-2 hover:text-teal-950">
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
        </p>
        {notification.body ? <p className="text-sm wrap-anywhere whitespace-pre-line text-slate-700">{notification.body}</p> : null}
        <p className="text-xs text-slate-500">{formatDate(notification.createdAt) ?? ''}</p>
      </div>
      {notification.read ? null : (
        <Button size="sm" variant="ghost" disabled={isBusy} onClick={onRead} aria-label={`Mark as read: ${notification.title}`}>
          Mark as read
        </Button>
      )}
    </li>
  )
}
