import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatRupees, isPricedPerMonth, listingTypes, messages, propertyStatuses, type Property } from '@vishwas/domain'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import { humanize } from '../../../lib/format'
import { useUpdateProperty } from '../api/update-property'
import { checkQuickEdit, parseRupees, toQuickEditValues, type QuickEditField, type QuickEditValues } from '../quick-edit-values'
import { sellerPropertyEditHref } from '../../../config/paths'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
const label = 'block text-sm font-medium text-slate-700'

export const QUICK_EDIT_SAVED = 'Your changes have been saved.'

/** Edit property: the four facts a seller changes most, saved in place; everything else in the full form. */
export function QuickEditSection({ property }: { property: Property }) {
  const id = useId()
  const [values, setValues] = useState<QuickEditValues>(() => toQuickEditValues(property))
  const [errors, setErrors] = useState<Partial<Record<QuickEditField, string>>>({})
  const save = useUpdateProperty((saved) => setValues(toQuickEditValues(saved)))

  const set = (name: QuickEditField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }))
    save.reset()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = checkQuickEdit(property, values)
    if (!check.ok) {
      setErrors(check.errors)
      return
    }
    setErrors({})
    save.mutate(check.property)
  }

  const control = (name: QuickEditField, hint?: string) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id}-${name}-error` : '', hint ? `${id}-${name}-hint` : ''].filter(Boolean).join(' ') || undefined,
    className: field,
  })

  const errorOf = (name: QuickEditField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-rose-700">
        {errors[name]}
      </p>
    ) : null

  const price = parseRupees(values.totalPrice)

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        Edit property
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Change the title, status, listing type or price here. Location, boundary, rooms and everything else are in the full editor.
      </p>
      <form onSubmit={submit} noValidate aria-label="Edit property" className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-title`} className={label}>
            Title
          </label>
          <input type="text" autoComplete="off" {...control('title')} />
          {errorOf('title')}
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            Status
          </label>
          <select {...control('status')}>
            {propertyStatuses.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </select>
          {errorOf('status')}
        </div>
        <div>
          <label htmlFor={`${id}-listingType`} className={label}>
            Listing type
          </label>
          <select {...control('listingType')}>
            {listingTypes.map((type) => (
              <option key={type} value={type}>
                {`For ${type}`}
              </option>
            ))}
          </select>
          {errorOf('listingType')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-totalPrice`} className={label}>
            {isPricedPerMonth(values.listingType) ? 'Total price (₹ per month)' : 'Total price (₹)'}
          </label>
          <input type="text" inputMode="numeric" autoComplete="off" {...control('totalPrice', 'hint')} />
          <p id={`${id}-totalPrice-hint`} className="mt-1 text-sm text-slate-600">
            {price === undefined ? 'Whole rupees, digits only.' : formatRupees(price)}
          </p>
          {errorOf('totalPrice')}
        </div>

        {save.isSuccess ? (
          <Notice tone="info" className="sm:col-span-2">
            {QUICK_EDIT_SAVED}
          </Notice>
        ) : null}
        {save.error ? (
          <Notice tone="error" role="alert" className="sm:col-span-2">
            <p className="font-semibold">{messages.failedToUpdateProperty}</p>
            <p>{save.error.message}</p>
          </Notice>
        ) : null}

        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
          <Link to={sellerPropertyEditHref(property.id)} className={buttonClasses('secondary')}>
            Open the full editor
          </Link>
        </div>
      </form>
    </section>
  )
}
