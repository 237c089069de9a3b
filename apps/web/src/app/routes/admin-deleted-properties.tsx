import { DeletedPropertiesPage } from '../../features/deleted-properties/components/deleted-properties-page'

/** /admin/deleted-properties (RequireAdmin guards the route). */
export default function AdminDeletedPropertiesRoute() {
  return <DeletedPropertiesPage />
}
