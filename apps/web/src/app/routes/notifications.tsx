import { NotificationsPage } from '../../features/notifications/components/notifications-page'

/** The signed-in user's notifications (RequireAuth guards the route). */
export default function NotificationsRoute() {
  return <NotificationsPage />
}
