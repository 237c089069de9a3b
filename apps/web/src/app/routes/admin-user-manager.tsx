import { UserManagerPage } from '../../features/user-admin/components/user-manager-page'

/** /admin/usermanager (RequireAdmin guards the route). */
export default function AdminUserManagerRoute() {
  return <UserManagerPage />
}
