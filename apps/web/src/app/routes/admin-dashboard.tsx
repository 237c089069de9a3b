import { AdminDashboardPage } from '../../features/admin-dashboard/components/admin-dashboard-page'

/** /admin/dashboard (RequireAdmin guards the route; /admin redirects here). */
export default function AdminDashboardRoute() {
  return <AdminDashboardPage />
}
