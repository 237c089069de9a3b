import { IndexesPage } from '../../features/admin-indexes/components/indexes-page'

/** /admin/indexes (RequireAdmin guards the route). */
export default function AdminIndexesRoute() {
  return <IndexesPage />
}
