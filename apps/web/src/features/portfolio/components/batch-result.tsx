import { Notice } from '../../../components/ui/notice'
import { plural } from '../../../lib/format'
import type { StatusBatchOutcome } from '../api/update-property-statuses'
import type { SelectedProperty } from '../hooks/use-selection'

interface BatchResultProps {
  outcome: StatusBatchOutcome
  /** To name failed properties by title as well as reference. */
  known: readonly SelectedProperty[]
  onDismiss: () => void
}

/** How a status change went: the count that changed, and each failure with the server's reason. */
export function BatchResult({ outcome, known, onDismiss }: BatchResultProps) {
  const titleOf = (reference: string) => known.find((item) => item.reference === reference || item.id === reference)?.title
  return (
    <Notice tone={outcome.failureCount > 0 ? 'warning' : 'info'} role={outcome.failureCount > 0 ? 'alert' : 'status'} onDismiss={onDismiss}>
      <p className="font-semibold">
        {outcome.successCount > 0 ? `Status changed for ${plural(outcome.successCount, 'property', 'properties')}.` : 'No status was changed.'}
        {outcome.failureCount > 0 ? ` ${plural(outcome.failureCount, 'property', 'properties')} could not be changed:` : null}
      </p>
      {outcome.failureCount > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {outcome.failed.map((failure) => {
            const title = titleOf(failure.reference)
            return (
              <li key={failure.reference}>
                <span className="font-medium">{title ? `${title} (${failure.reference})` : failure.reference}</span>: {failure.message}
              </li>
            )
          })}
        </ul>
      ) : null}
    </Notice>
  )
}
