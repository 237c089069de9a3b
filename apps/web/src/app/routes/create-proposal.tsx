import { CreateProposalPage } from '../../features/proposals/components/create-proposal-page'

/** /create-proposal (SPEC §2, signed in): an offer on the property in `?propertyId=`, or one chosen first. */
export default function CreateProposalRoute() {
  return <CreateProposalPage />
}
