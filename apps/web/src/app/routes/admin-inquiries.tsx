import { AdminInquiriesPage } from '../../features/admin-inquiries/components/admin-inquiries-page'

/** /admin/inquiries (RequireAdmin guards the route). */
export default function AdminInquiriesRoute() {
  return <AdminInquiriesPage />
}
