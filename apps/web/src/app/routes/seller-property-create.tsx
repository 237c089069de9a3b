import { PropertyCreatePage } from '../../features/property-form/components/property-form-pages'

/** /seller/property/create: the smart property form for a new listing (RequireSeller guards it). */
export default function SellerPropertyCreateRoute() {
  return <PropertyCreatePage />
}
