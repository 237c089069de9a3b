// A list of offers: a property's (its tools section) or the caller's (their offers page).
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useProposals, type ProposalFilter } from '../api/get-proposals'
import { ProposalCard } from './proposal-card'

export function ProposalsList({ filter, empty }: { filter: ProposalFilter; empty: string }) {
  const { data, error, isPending, refetch } = useProposals(filter)
  if (isPending) return <LoadingDots />
  if (error) return <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
  if (data.proposals.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ul className="flex flex-col gap-3">
      {data.proposals.map((proposal) => (
        <li key={proposal.id}>
          <ProposalCard proposal={proposal} />
        </li>
      ))}
    </ul>
  )
}

/** The tools page's proposals section: every offer on the property, with counter and accept. */
export function PropertyProposalsSection({ propertyId }: { propertyId: string }) {
  return (
    <section aria-labelledby="property-proposals-heading" className="flex flex-col gap-3">
      <h2 id="property-proposals-heading" className="text-lg font-bold text-slate-900">
        Proposals
      </h2>
      <ProposalsList filter={{ propertyId }} empty="No offers on this property yet." />
    </section>
  )
}
