import { PropertyCreatePage } from '../../features/property-form/components/property-form-pages'
import { adminPropertyHref, paths } from '../../config/paths'

const destinations = { saved: adminPropertyHref, cancel: paths.adminPropertyManager }

/**
 * /admin/property/create: the seller's smart form, with the admin's pages after a save or a cancel,
 * and the owner's user ID (the named owner is invited; until they accept, the admin holds it).
 */
export default function AdminPropertyCreateRoute() {
  return <PropertyCreatePage destinations={destinations} namesOwner />
}
