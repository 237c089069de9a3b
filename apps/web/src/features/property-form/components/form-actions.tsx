import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import type { SaveProblem } from '../lib/save-error'

interface FormActionsProps {
  isSaving: boolean
  saveLabel: string
  saveProblem: SaveProblem | undefined
  onCancel: () => void
}

/** The server's answer to a refused save, then Save and Cancel. */
export function FormActions({ isSaving, saveLabel, saveProblem, onCancel }: FormActionsProps) {
  return (
    <div className="grid gap-3">
      {saveProblem ? (
        <Notice tone="error" role="alert">
          <p className="font-semibold">{saveProblem.message}</p>
          {saveProblem.errors.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {saveProblem.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : saveLabel}
        </Button>
      </div>
    </div>
  )
}
