// The bell loads with the session, in a chunk of its own: signed-out visitors (and the home
// page's first load) never download it. A placeholder of its size keeps the header from shifting.
import { lazy, Suspense } from 'react'

const Bell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })))

export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-11" />}>
      <Bell />
    </Suspense>
  )
}
