import { UserCreatePage } from '../../features/user-admin/components/user-create-page'

/** /admin/user/create (RequireAdmin guards the route). */
export default function AdminUserCreateRoute() {
  return <UserCreatePage />
}
