import { CreateDealPage } from '../../features/deals/components/create-deal-form'

/** /create-deal (SPEC §2, signed in): a draft deal on the property in `?propertyId=`, or one chosen first. */
export default function CreateDealRoute() {
  return <CreateDealPage />
}
