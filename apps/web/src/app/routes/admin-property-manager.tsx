import { PropertyManagerPage } from '../../features/admin-properties/components/property-manager-page'

/** /admin/propertymanager (RequireAdmin guards the route). */
export default function AdminPropertyManagerRoute() {
  return <PropertyManagerPage />
}
