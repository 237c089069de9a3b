// SPEC §5's required documents for a sale, a rent or a lease: which categories are missing, and
// of those present which have a verified document.
import { DOCUMENT_CATEGORY_LABELS, listingTypes, type ListingType } from '@vishwas/domain'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { useChecklist } from '../api/get-checklist'

const DEAL_LABELS: Record<ListingType, string> = { sale: 'Sale', rent: 'Rent', lease: 'Lease' }

export function DocumentChecklist({ propertyId }: { propertyId: string }) {
  // The listing's own deal type until another is chosen.
  const [dealType, setDealType] = useState<ListingType | undefined>(undefined)
  const { data: checklist, error } = useChecklist(propertyId, dealType)
  const shown = dealType ?? checklist?.dealType
  return (
    <section aria-labelledby="document-checklist-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/80 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="document-checklist-title" className="font-semibold text-slate-900">
          Required documents
        </h3>
        <div role="group" aria-label="Deal type" className="flex gap-1">
          {listingTypes.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={shown === type}
              onClick={() => setDealType(type)}
              className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${shown === type ? 'bg-teal-800 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {DEAL_LABELS[type]}
            </button>
          ))}
        </div>
      </div>
      {error ? <p className="text-sm text-rose-800">{error.message}</p> : null}
      {checklist ? (
        <>
          <p className="text-sm font-medium text-slate-800" aria-live="polite">
            {checklist.complete
              ? `Complete for a ${DEAL_LABELS[checklist.dealType].toLowerCase()}${checklist.unverified.length > 0 ? ', awaiting verification' : ''}`
              : `Missing for a ${DEAL_LABELS[checklist.dealType].toLowerCase()}: ${checklist.missing.map((c) => DOCUMENT_CATEGORY_LABELS[c]).join(', ')}`}
          </p>
          <ul aria-label={`Required for a ${DEAL_LABELS[checklist.dealType].toLowerCase()}`} className="flex flex-col gap-2">
            {checklist.required.map((category) => {
              const state = checklist.verified.includes(category) ? 'Verified' : checklist.unverified.includes(category) ? 'Uploaded, not verified' : 'Missing'
              return (
                <li key={category} className="flex items-center justify-between gap-2 text-sm text-slate-800">
                  <span>{DOCUMENT_CATEGORY_LABELS[category]}</span>
                  <Badge tone={state === 'Verified' ? 'emerald' : state === 'Missing' ? 'rose' : 'amber'}>{state}</Badge>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </section>
  )
}
