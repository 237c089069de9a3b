// The buyer's offers (made and received), under the profile; their deals sit beside them (composed by the route).
import { Card } from '../../../components/ui/card'
import { ProposalsList } from './proposals-list'

export function MyOffersSection() {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="my-offers-heading" className="flex flex-col gap-3">
        <h2 id="my-offers-heading" className="text-lg font-bold text-slate-900">
          Offers
        </h2>
        <ProposalsList filter={{}} empty="No offers yet. Make one from a listing’s page." />
      </section>
    </Card>
  )
}
