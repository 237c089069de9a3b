import { useState, type FormEvent } from 'react'
import { MIN_COMPARED, propertyStatuses, type PropertyStatus } from '@vishwas/domain'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { Card } from '../../../components/ui/card'
import { humanize, plural } from '../../../lib/format'
import type { SelectedProperty } from '../hooks/use-selection'
import { field, label } from './form-styles'

interface SelectionBarProps {
  selected: readonly SelectedProperty[]
  onClear: () => void
  onCompare: () => void
  isComparing: boolean
  onChangeStatus: (status: PropertyStatus) => void
  isChangingStatus: boolean
}

/** What can be done with the ticked properties: compare them, or give them all one status. */
export function SelectionBar({ selected, onClear, onCompare, isComparing, onChangeStatus, isChangingStatus }: SelectionBarProps) {
  const [status, setStatus] = useState<PropertyStatus>('active')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChangeStatus(status)
  }
  const none = selected.length === 0
  // Comparing needs two properties (SPEC §5): until two are ticked there is nothing to compare.
  const tooFewToCompare = selected.length < MIN_COMPARED
  return (
    <Card className="p-4">
      <section aria-label="Selected properties" className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold text-slate-900" aria-live="polite">
            {none ? 'Tick properties to compare them or change their status.' : `${plural(selected.length, 'property', 'properties')} selected`}
          </p>
          {none ? null : (
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear selection
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Button variant="secondary" onClick={onCompare} disabled={tooFewToCompare || isComparing} aria-describedby="compare-hint">
            {isComparing ? 'Comparing…' : 'Compare'}
          </Button>
          {tooFewToCompare ? null : (
            <Link to={`${paths.sellerPropertiesMerge}?ids=${selected.map((item) => encodeURIComponent(item.id)).join(',')}`} className={buttonClasses('secondary')}>
              Merge
            </Link>
          )}
          <span id="compare-hint" className="sr-only">
            Compares 2 to 4 selected properties side by side.
          </span>
          <form onSubmit={submit} aria-label="Change status of the selected properties" className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor="bulk-status" className={label}>
                New status
              </label>
              <select id="bulk-status" value={status} onChange={(event) => setStatus(event.target.value as PropertyStatus)} className={field}>
                {propertyStatuses.map((option) => (
                  <option key={option} value={option}>
                    {humanize(option)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={none || isChangingStatus}>
              {isChangingStatus ? 'Changing…' : 'Change status'}
            </Button>
          </form>
        </div>
      </section>
    </Card>
  )
}
