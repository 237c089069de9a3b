import type { Blocker } from 'react-router'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Notice } from '../../../components/ui/notice'
import type { SaveProblem } from '../lib/save-error'

interface FormActionsProps {
  isSaving: boolean
  saveLabel: string
  saveProblem: SaveProblem | undefined
  onCancel: () => void
  /** A way out of the form held back because of unsaved changes (useLeaveGuard). */
  leaving: Blocker
}

export const LEAVE_TITLE = 'Leave without saving?'

/** The server's answer to a refused save, then Save and Cancel; and the question before leaving unsaved changes. */
export function FormActions({ isSaving, saveLabel, saveProblem, onCancel, leaving }: FormActionsProps) {
  return (
    <div className="grid gap-3">
      {leaving.state === 'blocked' ? (
        <ConfirmDialog title={LEAVE_TITLE} confirmLabel="Leave" busyLabel="Leaving..." isBusy={false} onConfirm={() => leaving.proceed()} onCancel={() => leaving.reset()}>
          Your changes to this property are not saved. If you leave now, they are lost.
        </ConfirmDialog>
      ) : null}
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
