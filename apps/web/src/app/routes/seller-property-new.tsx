import { PlainPropertyPage } from '../../features/property-form/components/property-form-pages'

/** /seller/properties/new: the plain property form. */
export default function SellerPropertyNewRoute() {
  return <PlainPropertyPage />
}
