// The "Apply to rent" form itself, a chunk of its own: only a signed-in visitor who asks for it
// gets it, so a listing's page does not carry (or evaluate) the rental rules for everyone else.
import { useId, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MAX_HOUSEHOLD_SIZE, idProofTypes, indianToday, type IdProofType } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { useApplyToRent } from '../api/apply-to-rent'

export const ID_PROOF_LABELS: Record<IdProofType, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN card',
  passport: 'Passport',
  'voter-id': 'Voter ID',
  'driving-licence': 'Driving licence',
}

const field = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'
const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-slate-800'

/** The short form (ID proof type, occupation, household size, move-in date, a message), then where to follow the application. */
export default function ApplyToRentForm({ propertyId, onCancel }: { propertyId: string; onCancel: () => void }) {
  const apply = useApplyToRent()
  const errorId = useId()
  const today = indianToday(new Date())

  if (apply.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-800">
        {'Application sent. The owner has been told; follow it in '}
        <Link to={paths.rentalHistory} className="font-semibold text-teal-800 underline underline-offset-2">
          your rental history
        </Link>
        .
      </p>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }
    apply.mutate({
      propertyId,
      application: {
        idProofType: text('idProofType') as IdProofType,
        occupation: text('occupation'),
        occupants: Number(text('occupants')),
        moveInDate: text('moveInDate'),
        message: text('message'),
      },
    })
  }

  return (
    <form onSubmit={submit} aria-label="Apply to rent" aria-describedby={apply.isError ? errorId : undefined} className="flex w-full flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 className="text-base font-bold text-slate-900">Apply to rent</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={labelClass}>
          ID proof you will show
          <select name="idProofType" required defaultValue="aadhaar" className={field}>
            {idProofTypes.map((type) => (
              <option key={type} value={type}>
                {ID_PROOF_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Occupation
          <input name="occupation" required maxLength={120} autoComplete="organization-title" className={field} />
        </label>
        <label className={labelClass}>
          Household size
          <input name="occupants" type="number" required min={1} max={MAX_HOUSEHOLD_SIZE} defaultValue={1} inputMode="numeric" className={field} />
        </label>
        <label className={labelClass}>
          Move-in date
          <input name="moveInDate" type="date" required min={today} className={field} />
        </label>
      </div>
      <label className={labelClass}>
        Message to the owner (optional)
        <textarea name="message" maxLength={2000} rows={3} className={`${field} py-2`} />
      </label>
      <p className="text-xs text-slate-600">Only the owner, the people managing this listing and admins see these details.</p>
      {apply.isError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-rose-800">
          {apply.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={apply.isPending}>
          Send application
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
