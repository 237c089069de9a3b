// /create-deal (SPEC §2): a deal opened directly on the property named by `?propertyId=` (or chosen
// first). A buyer or tenant opens it with the owner; someone who represents the property names
// the buyer or tenant by their user id. The server decides who the parties are.
import { useId, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { MAX_TERMS_LENGTH, listingTypes, type ListingType } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PropertyPicker } from '../../../components/ui/property-picker'
import { RupeeField, fieldClasses, readRupees } from '../../../components/ui/rupee-field'
import { humanize } from '../../../lib/format'
import { useCreateDeal } from '../api/create-deal'
import { dealHref } from '../api/deal-links'

export function CreateDealPage() {
  const [params, setParams] = useSearchParams()
  const propertyId = params.get('propertyId') ?? ''
  return (
    <Card className="mx-auto w-full max-w-xl p-5 sm:p-6">
      <title>Make a deal</title>
      <h1 className="mb-3 text-2xl font-extrabold tracking-tight text-slate-900">Make a deal</h1>
      {propertyId ? <CreateDealForm propertyId={propertyId} /> : <PropertyPicker onPick={(id) => setParams({ propertyId: id })} />}
    </Card>
  )
}

export function CreateDealForm({ propertyId }: { propertyId: string }) {
  const navigate = useNavigate()
  const create = useCreateDeal()
  const [type, setType] = useState<ListingType>('sale')
  const [amount, setAmount] = useState('')
  const [token, setToken] = useState('')
  const [terms, setTerms] = useState('')
  const [counterparty, setCounterparty] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; token?: string }>({})
  const typeId = useId()
  const termsId = useId()
  const counterpartyId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const amountReading = readRupees(amount)
    const tokenReading = readRupees(token)
    const problems = {
      ...(amountReading.paise === undefined ? { amount: amountReading.error ?? 'Enter the amount of the deal' } : {}),
      ...(tokenReading.error ? { token: tokenReading.error } : {}),
    }
    setErrors(problems)
    if (amountReading.paise === undefined || tokenReading.error) return
    create.mutate(
      {
        propertyId,
        type,
        amountPaise: amountReading.paise,
        ...(tokenReading.paise !== undefined ? { tokenAmountPaise: tokenReading.paise } : {}),
        ...(terms.trim() ? { terms: terms.trim() } : {}),
        ...(counterparty.trim() ? { counterpartyId: counterparty.trim() } : {}),
      },
      { onSuccess: (deal) => void navigate(dealHref(deal.id)) },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Make a deal" className="flex flex-col gap-3">
      <div>
        <label htmlFor={typeId} className={fieldClasses.label}>
          Deal type
        </label>
        <select id={typeId} value={type} onChange={(event) => setType(event.target.value as ListingType)} className={fieldClasses.input}>
          {listingTypes.map((option) => (
            <option key={option} value={option}>
              {humanize(option)}
            </option>
          ))}
        </select>
      </div>
      <RupeeField label={type === 'sale' ? 'Price' : 'Rent per month'} name="amount" text={amount} onTextChange={setAmount} error={errors.amount} required />
      <RupeeField label="Token amount (optional)" name="token" text={token} onTextChange={setToken} error={errors.token} />
      <div>
        <label htmlFor={termsId} className={fieldClasses.label}>
          Terms (optional)
        </label>
        <textarea id={termsId} maxLength={MAX_TERMS_LENGTH} value={terms} onChange={(event) => setTerms(event.target.value)} className={fieldClasses.textarea} />
      </div>
      <div>
        <label htmlFor={counterpartyId} className={fieldClasses.label}>
          Buyer or tenant’s user id (only if you represent the property)
        </label>
        <input id={counterpartyId} value={counterparty} onChange={(event) => setCounterparty(event.target.value)} autoComplete="off" spellCheck={false} className={fieldClasses.input} />
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {create.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? 'Opening…' : 'Open a draft deal'}
      </Button>
    </form>
  )
}
