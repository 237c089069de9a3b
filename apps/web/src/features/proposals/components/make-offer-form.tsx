// The short offer form (property page, /create-proposal): a price, terms and how long it stands.
// Works at 360 px; every field labelled; the server's message shown as it is.
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MAX_TERMS_LENGTH, formatPaise, type ProposalView } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { RupeeField, endOfDayInIndia, fieldClasses, readRupees } from '../../../components/ui/rupee-field'
import { useCreateProposal } from '../api/create-proposal'

export const OFFERS_PAGE = '/profile/offers'

export function MakeOfferForm({ propertyId, onSent }: { propertyId: string; onSent?: (proposal: ProposalView) => void }) {
  const [price, setPrice] = useState('')
  const [terms, setTerms] = useState('')
  const [validUntil, setValidUntil] = useState('')
  const [priceError, setPriceError] = useState<string>()
  const create = useCreateProposal()
  const termsId = useId()
  const dateId = useId()

  if (create.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-800">
        {`Offer sent: ${formatPaise(create.data.amountPaise)}. The owner answers it; follow it in `}
        <Link to={OFFERS_PAGE} className="font-semibold text-teal-800 underline underline-offset-2">
          your offers and deals
        </Link>
        .
      </p>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const reading = readRupees(price)
    if (reading.paise === undefined) {
      setPriceError(reading.error ?? 'Enter the price you offer')
      return
    }
    setPriceError(undefined)
    create.mutate(
      { propertyId, amountPaise: reading.paise, ...(terms.trim() ? { terms: terms.trim() } : {}), ...(validUntil ? { validUntil: endOfDayInIndia(validUntil) } : {}) },
      { onSuccess: (proposal) => onSent?.(proposal) },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Make an offer" className="flex flex-col gap-3">
      <RupeeField label="Your offer" name="amount" text={price} onTextChange={setPrice} error={priceError} required />
      <div>
        <label htmlFor={termsId} className={fieldClasses.label}>
          Terms (optional)
        </label>
        <textarea id={termsId} name="terms" maxLength={MAX_TERMS_LENGTH} value={terms} onChange={(event) => setTerms(event.target.value)} className={fieldClasses.textarea} />
      </div>
      <div>
        <label htmlFor={dateId} className={fieldClasses.label}>
          Valid until (optional, a week if left empty)
        </label>
        <input id={dateId} name="validUntil" type="date" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} className={fieldClasses.input} />
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {create.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? 'Sending…' : 'Send offer'}
      </Button>
    </form>
  )
}
