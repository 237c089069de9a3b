// /create-proposal (SPEC §2): an offer on the property named by `?propertyId=`, or chosen first.
import { useSearchParams } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { useProperty } from '../../../lib/property-api'
import { MakeOfferForm } from './make-offer-form'
import { PropertyPicker } from '../../../components/ui/property-picker'

export function CreateProposalPage() {
  const [params, setParams] = useSearchParams()
  const propertyId = params.get('propertyId') ?? ''
  return (
    <Card className="mx-auto w-full max-w-xl p-5 sm:p-6">
      <title>Make an offer</title>
      <h1 className="mb-3 text-2xl font-extrabold tracking-tight text-slate-900">Make an offer</h1>
      {propertyId ? <OfferOn propertyId={propertyId} /> : <PropertyPicker onPick={(id) => setParams({ propertyId: id })} />}
    </Card>
  )
}

function OfferOn({ propertyId }: { propertyId: string }) {
  const { data: property, error, isPending } = useProperty(propertyId)
  if (isPending) return <LoadingDots />
  if (error) {
    return (
      <p role="alert" className="text-sm font-medium text-rose-800">
        {error.message}
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        On <span className="font-semibold wrap-anywhere text-slate-900">{property.basicInfo.title}</span> <span className="font-mono text-xs">{property.reference}</span>
      </p>
      <MakeOfferForm propertyId={property.id} />
    </div>
  )
}
