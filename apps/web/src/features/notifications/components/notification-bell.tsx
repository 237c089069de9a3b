// The header's bell for signed-in users: the unread count, kept current by the live stream, and a
// link to the notifications page. Its name says the count ("Notifications, 3 unread").
import { notificationBellLabel, unreadBadgeText } from '@vishwas/domain'
import { NavLink } from 'react-router'
import { paths } from '../../../config/paths'
import { useUnreadCount } from '../api/get-unread-count'
import { useNotificationStream } from '../hooks/use-notification-stream'

export function NotificationBell() {
  useNotificationStream()
  const { data: unread = 0 } = useUnreadCount()
  return (
    <NavLink
      to={paths.notifications}
      aria-label={notificationBellLabel(unread)}
      className={({ isActive }) =>
        `relative grid size-11 place-items-center rounded-lg focus-visible:outline-3 focus-visible:outline-amber-500 ${isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-800 hover:bg-slate-100'}`
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span aria-hidden="true" data-testid="unread-badge" className="absolute top-1 right-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-[11px] leading-5 font-bold text-white">
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </NavLink>
  )
}
